import { useInfiniteQuery } from '@tanstack/react-query';
import type { SortState } from '@fieldwatch/domain';
import { graphqlRequest, type Operation } from '../../api/graphql';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import type { TableDevice } from '../../ui/tables';
import type { PagedResult, PagedVariables } from './graphql/pagedLists';

/**
 * Pages of a server-sorted list (spec 1 §4): `pageSize` at a time, from offset 0 again whenever the sort
 * changes (the sort is part of the key, so a new sort is a new list). Stops at an empty page, or at a short
 * one, after which the next page could only be empty.
 */
export function usePagedDevices(op: Operation<PagedResult, PagedVariables>, sort: SortState, pageSize: number) {
  const base = { limit: pageSize, sortBy: sort.key, sortDirection: sort.direction };
  const query = useInfiniteQuery({
    queryKey: graphqlQueryKey(op, base),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => graphqlRequest(op, { ...base, offset: pageParam }, { signal }),
    getNextPageParam: (last, pages) =>
      last.devicesRe.length < pageSize ? undefined : pages.reduce((n, page) => n + page.devicesRe.length, 0),
  });
  const devices: TableDevice[] = query.data?.pages.flatMap((page): readonly TableDevice[] => page.devicesRe) ?? [];
  return { query, devices };
}
