import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { DEVICE_SORT_KEYS, DIRECTORY_PAGE_SIZE, type SortState } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { DeviceTable } from '../../ui/tables/DeviceTable';
import { EmptyDevices } from './EmptyDevices';
import { DIRECTORY_DETAILS, type DirectoryVariables } from './graphql/devices';
import { IconsView } from './IconsView';
import { LoadMoreMarker } from './LoadMoreMarker';
import { DIRECTORY_TEXTS } from './texts';
import { useDevicePages } from './useDevicePages';

/**
 * The Icons and List views, read a page at a time: a company of thousands of devices draws its first cards at
 * once and the rest arrive as the user scrolls. Icons read in folder order (so groups fill in order); a List
 * sorted by a column asks the server for that order, and a new sort starts again from the first page.
 */
export function DirectoryPagedContent({ variables, view }: { variables: DirectoryVariables; view: 'icons' | 'list' }) {
  const [sort, setSort] = useState<SortState | null>(null);
  const listSort = view === 'list' ? sort : null;
  const pages = useDevicePages(
    DIRECTORY_DETAILS,
    { ...variables, sortBy: listSort?.key ?? null, sortDirection: listSort?.direction ?? null },
    DIRECTORY_PAGE_SIZE,
  );
  if (pages.isPending) return <DelayedSpinner />;
  if (pages.isError) return <Text>{DIRECTORY_TEXTS.error}</Text>;
  if (pages.devices.length === 0) return <EmptyDevices />;
  const marker = (
    <LoadMoreMarker
      hasMore={pages.hasNextPage}
      loading={pages.isFetchingNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      pageCount={pages.data.pages.length}
    />
  );
  if (view === 'list')
    return (
      <DeviceTable
        variant="full"
        devices={pages.devices}
        sort={sort}
        onSort={setSort}
        sortableKeys={DEVICE_SORT_KEYS['directory-details']}
        aria-label="Devices"
        footer={marker}
      />
    );
  return (
    <Stack gap="lg">
      <IconsView devices={pages.devices} />
      {marker}
    </Stack>
  );
}
