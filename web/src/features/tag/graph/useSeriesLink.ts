import { useQuery } from '@tanstack/react-query';
import type { Operation } from '../../../api/graphql';
import { useGraphQLQuery } from '../../../api/useGraphQLQuery';
import type { SeriesLinkVariables } from '../graphql/seriesLinks';

/** A link's JSON by a plain GET; any failure is empty data (spec 2 §3 Tag), never an error on the page. */
async function fetchLink<T>(url: string, signal: AbortSignal, parse: (body: unknown) => T | null, empty: T): Promise<T> {
  try {
    const res = await fetch(url, { signal });
    if (!res.ok) return empty;
    return parse(await res.json()) ?? empty;
  } catch {
    return empty;
  }
}

/**
 * One of the tag's series links for the shown range (spec 2 §3 Tag: series data arrive as links read by a plain GET):
 * asks GraphQL for the link, then reads it. `pick` takes the link out of the GraphQL answer, `parse` checks the JSON.
 */
export function useSeriesLink<TLink, T>(opts: {
  name: string;
  document: Operation<TLink, SeriesLinkVariables>;
  pick: (data: TLink) => string | null;
  parse: (body: unknown) => T | null;
  empty: T;
  deviceID: number;
  tag: string;
  start: number;
  end: number;
}): { data: T; loading: boolean } {
  // whole minutes, so a re-render with a moving clock does not mint a new link
  const vars = {
    deviceID: opts.deviceID,
    tag: opts.tag,
    startTime: Math.floor(opts.start / 60) * 60,
    endTime: Math.ceil(opts.end / 60) * 60,
  };
  // links live an hour; asking again after half of it keeps the cached one usable
  const link = useGraphQLQuery(opts.document, vars, { staleTime: 30 * 60_000, gcTime: 30 * 60_000, retry: false });
  const url = link.data ? opts.pick(link.data) : null;
  const data = useQuery({
    queryKey: ['seriesLink', opts.name, vars],
    queryFn: ({ signal }) => fetchLink(url!, signal, opts.parse, opts.empty),
    enabled: url !== null,
    staleTime: 60_000,
  });
  return { data: link.isError ? opts.empty : (data.data ?? opts.empty), loading: !link.isError && (link.isPending || data.isPending) };
}
