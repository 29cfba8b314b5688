import { Stack } from '@mantine/core';
import { PAGE_SIZE } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { useCapabilities } from '../../app/auth/MeContext';
import { useDirectoryView } from '../../app/state/directoryStore';
import { DeviceCard } from '../../ui/cards/DeviceCard';
import { DeviceCardGrid } from '../../ui/cards/DeviceCardGrid';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { EmptyDevices } from './EmptyDevices';
import { NEW_DEVICES } from './graphql/devices';
import { LoadMoreMarker } from './LoadMoreMarker';
import { useDevicePages } from './useDevicePages';
import { ListError } from '../../ui/listError/ListError';

/** /newDevices: devices not yet named or placed, as cards, 20 at a time (spec 1 §2). */
export function NewDevicesPage() {
  const { companyPicker } = useCapabilities();
  const { companyID } = useDirectoryView();
  const pages = useDevicePages(NEW_DEVICES, { selectedCompanyID: companyPicker ? companyID : null }, PAGE_SIZE.newDevices);

  let content;
  if (pages.isPending) content = <DelayedSpinner />;
  else if (pages.isError) content = <ListError onRetry={pages.refetch} />;
  else if (pages.devices.length === 0 && !pages.hasNextPage) content = <EmptyDevices hint={false} />;
  else
    content = (
      <>
        <DeviceCardGrid>
          {pages.devices.map((device) => (
            <DeviceCard key={device.id} device={device} />
          ))}
        </DeviceCardGrid>
        <LoadMoreMarker
          hasMore={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          onLoadMore={() => void pages.fetchNextPage()}
          pageCount={pages.data.pages.length}
        />
      </>
    );

  return (
    <Stack gap={0}>
      <ScreenHeader title="New Devices" />
      <Stack px={{ base: 'sm', sm: 'lg' }} pb="lg">
        {content}
      </Stack>
    </Stack>
  );
}
