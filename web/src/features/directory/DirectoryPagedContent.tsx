import { useState, type ReactNode } from 'react';
import { DEVICE_SORT_KEYS, DIRECTORY_PAGE_SIZE, type SortState } from '@fieldwatch/domain';
import { DelayedSpinner } from '../../app/DelayedSpinner';
import { DeviceTable } from '../../ui/tables/DeviceTable';
import { EmptyDevices } from './EmptyDevices';
import { useFirstPageSettled } from './firstPageGate';
import { iconPagesVariables } from './directoryVariables';
import { DIRECTORY_DETAILS, DIRECTORY_LIST, type DirectoryVariables } from './graphql/devices';
import { IconsView } from './IconsView';
import { LoadMoreMarker } from './LoadMoreMarker';
import { useDevicePages } from './useDevicePages';
import { ListError } from '../../ui/listError/ListError';

/**
 * The Icons and List views, read a page at a time: a company of thousands of devices draws its first cards at
 * once and the rest arrive as the user scrolls. Icons read in folder order (so groups fill in order); a List
 * sorted by a column asks the server for that order, and a new sort starts again from the first page. Each view has
 * its own document: the cards do not read the table's columns, and the Icons view is the directory's first page.
 */
export function DirectoryPagedContent({ variables, view }: { variables: DirectoryVariables; view: 'icons' | 'list' }) {
  // kept here, so that the List view's sort outlives a visit to the Icons view
  const [sort, setSort] = useState<SortState | null>(null);
  return view === 'list' ? <ListPages variables={variables} sort={sort} onSort={setSort} /> : <IconPages variables={variables} />;
}

type Pages = ReturnType<typeof useDevicePages<{ id: number }, { limit?: number | null; offset?: number | null }>>;

/** The spinner, the error, the empty directory, or the view with the marker that loads the next page. */
function paged(pages: Pages, view: (marker: ReactNode) => ReactNode): ReactNode {
  if (pages.isPending) return <DelayedSpinner />;
  if (pages.isError) return <ListError onRetry={pages.refetch} />;
  if (pages.devices.length === 0) return <EmptyDevices />;
  return view(
    <LoadMoreMarker
      hasMore={pages.hasNextPage}
      loading={pages.isFetchingNextPage}
      onLoadMore={() => void pages.fetchNextPage()}
      pageCount={pages.data.pages.length}
    />,
  );
}

function IconPages({ variables }: { variables: DirectoryVariables }) {
  const pages = useDevicePages(DIRECTORY_DETAILS, iconPagesVariables(variables), DIRECTORY_PAGE_SIZE);
  useFirstPageSettled(!pages.isPending);
  return paged(pages, (marker) => <IconsView devices={pages.devices} after={marker} />);
}

interface ListPagesProps {
  variables: DirectoryVariables;
  sort: SortState | null;
  onSort: (sort: SortState) => void;
}

function ListPages({ variables, sort, onSort }: ListPagesProps) {
  const pages = useDevicePages(
    DIRECTORY_LIST,
    { ...variables, sortBy: sort?.key ?? null, sortDirection: sort?.direction ?? null },
    DIRECTORY_PAGE_SIZE,
  );
  useFirstPageSettled(!pages.isPending);
  return paged(pages, (marker) => (
    <DeviceTable
      variant="full"
      devices={pages.devices}
      sort={sort}
      onSort={onSort}
      sortableKeys={DEVICE_SORT_KEYS['directory-details']}
      aria-label="Devices"
      footer={marker}
    />
  ));
}
