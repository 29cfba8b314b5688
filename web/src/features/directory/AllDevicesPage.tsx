import { useState } from 'react';
import { Stack } from '@mantine/core';
import { DEVICE_SORT_KEYS, PAGE_SIZE, type SortState } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { useDirectoryView } from '../../app/state/directoryStore';
import { useCapabilities } from '../../app/auth/MeContext';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DeviceTable } from '../../ui/tables/DeviceTable';
import { EmptyDevices } from './EmptyDevices';
import { ALL_DEVICES } from './graphql/devices';
import { LoadMoreMarker } from './LoadMoreMarker';
import { useDevicePages } from './useDevicePages';
import { ListError } from '../../ui/listError/ListError';

const INITIAL_SORT: SortState = { key: 'id', direction: 'asc' };

/** /allDevices: every device as a table, 50 at a time; the server sorts (spec 1 §2, §4). */
export function AllDevicesPage() {
  const { companyPicker } = useCapabilities();
  const { companyID } = useDirectoryView();
  const [sort, setSort] = useState<SortState>(INITIAL_SORT);
  const pages = useDevicePages(
    ALL_DEVICES,
    { selectedCompanyID: companyPicker ? companyID : null, sortBy: sort.key, sortDirection: sort.direction },
    PAGE_SIZE.allDevices,
  );

  let content;
  if (pages.isPending) content = <DelayedSpinner />;
  else if (pages.isError) content = <ListError onRetry={pages.refetch} />;
  else if (pages.devices.length === 0) content = <EmptyDevices hint={false} />;
  else
    content = (
      <DeviceTable
        variant="full"
        devices={pages.devices}
        sort={sort}
        onSort={setSort}
        sortableKeys={DEVICE_SORT_KEYS.all}
        aria-label="All Devices"
        footer={
          <LoadMoreMarker
            hasMore={pages.hasNextPage}
            loading={pages.isFetchingNextPage}
            onLoadMore={() => void pages.fetchNextPage()}
            pageCount={pages.data.pages.length}
          />
        }
      />
    );

  return (
    <Stack gap={0}>
      <ScreenHeader title="All Devices" />
      <Stack px={{ base: 'sm', sm: 'lg' }} pb="lg">
        {content}
      </Stack>
    </Stack>
  );
}
