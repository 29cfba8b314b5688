import type { Operation } from '../../api/graphql';
import { queryClient } from '../../api/queryClient';
import { graphqlQueryKey } from '../../api/useGraphQLQuery';
import { takingOver } from '../../app/early/takingOver';

/** A list's page size: the same for every page, or a first page and the next ones. */
export type PageSize = number | { readonly first: number; readonly next: number };
export type Paged = { limit?: number | null; offset?: number | null };

export const pageSizes = (pageSize: PageSize) => (typeof pageSize === 'number' ? { first: pageSize, next: pageSize } : pageSize);

/** The query key of a device list's pages: the variables are part of it, so a new sort starts again at offset 0. */
export function devicePagesKey(op: Operation<unknown, never>, variables: object): readonly unknown[] {
  return [...graphqlQueryKey(op, variables), 'pages'];
}

/**
 * Reads a list's first page into the cache before its screen asks (useDevicePages then starts from it), from
 * `sent` when index.html's script asked already. Resolves once it has answered or failed.
 */
export function prefetchFirstDevicePage<D, V extends Paged>(
  op: Operation<{ devicesRe: D[] }, V>,
  variables: Omit<V, 'limit' | 'offset'>,
  pageSize: PageSize,
  sent?: Promise<Response>,
): Promise<void> {
  const first = takingOver(op, { ...variables, limit: pageSizes(pageSize).first, offset: 0 } as V, sent);
  return queryClient.prefetchInfiniteQuery({
    queryKey: devicePagesKey(op, variables),
    initialPageParam: 0,
    queryFn: async (context) => (await first(context)).devicesRe,
  });
}
