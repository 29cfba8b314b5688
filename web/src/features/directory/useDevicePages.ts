import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { mergeById } from '@fieldwatch/domain';
import { graphqlRequest, type Operation } from '../../api/graphql';
import { devicePagesKey, pageSizes, type PageSize, type Paged } from './devicePages';

/**
 * A device list read page by page (limit/offset) until the server answers an empty page (spec 1 §4). The
 * variables are part of the key, so a new sort starts again at offset 0.
 */
export function useDevicePages<D extends { id: number }, V extends Paged>(
  op: Operation<{ devicesRe: D[] }, V>,
  variables: Omit<V, 'limit' | 'offset'>,
  pageSize: PageSize,
) {
  const size = pageSizes(pageSize);
  const query = useInfiniteQuery({
    queryKey: devicePagesKey(op, variables),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      (await graphqlRequest(op, { ...variables, limit: pageParam === 0 ? size.first : size.next, offset: pageParam } as V, { signal }))
        .devicesRe,
    getNextPageParam: (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.reduce((n, page) => n + page.length, 0)),
  });
  // a device added or moved between two page loads would otherwise show twice
  const devices = useMemo(() => mergeById(...(query.data?.pages ?? [])), [query.data]);
  return { ...query, devices };
}
