import { useCallback, useState } from 'react';
import type { SortState } from '@fieldwatch/domain';
import type { Operation } from '../../api/graphql';
import { ScreenHeader } from '../../ui/ScreenHeader';
import { DeviceTable, type TableVariant } from '../../ui/tables';
import type { PagedResult, PagedVariables } from './graphql/pagedLists';
import { ListStatus } from './ListStatus';
import { LoadMoreMarker } from './LoadMoreMarker';
import { usePagedDevices } from './usePagedDevices';

export interface PagedDeviceViewProps {
  title: string;
  variant: TableVariant;
  op: Operation<PagedResult, PagedVariables>;
  initialSort: SortState;
  /** The sorts the server offers for this list. */
  sortableKeys: readonly string[];
  pageSize: number;
}

/** The Cellular and SKU views: infinite scroll, sorted by the server. */
export function PagedDeviceView({ title, variant, op, initialSort, sortableKeys, pageSize }: PagedDeviceViewProps) {
  const [sort, setSort] = useState<SortState>(initialSort);
  const { query, devices } = usePagedDevices(op, sort, pageSize);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <ScreenHeader title={title}>
      <ListStatus isPending={query.isPending} isError={query.isError} onRetry={query.refetch} isEmpty={devices.length === 0}>
        <DeviceTable variant={variant} devices={devices} sort={sort} onSort={setSort} sortableKeys={sortableKeys} aria-label={title} />
        <LoadMoreMarker hasMore={query.hasNextPage} loading={query.isFetchingNextPage || query.isFetching} onLoadMore={loadMore} />
      </ListStatus>
    </ScreenHeader>
  );
}
