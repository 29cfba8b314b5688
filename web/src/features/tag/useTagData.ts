import { useEffect, useMemo, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS, TAG_PAGE_TEXTS, GRAPH_RANGES, type GraphRangeKey } from '@fieldwatch/domain';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { BRAND } from '../../app/brand';
import { GET_TAG, type GetTagVariables, type TagPageData } from './graphql/getTag';
import { initialWindowOpened } from './initialWindow';

/**
 * The sensor page's data (spec 2 §4.2): first the last 42 days downsampled (to 15 minutes ahead), then the full
 * range; a failed full-range refetch leaves the 42 days and shows a toast for about 100 s. A range button other
 * than 'all' asks for that window at full detail. `additional` overrides the tag's stored additional sensor. The
 * full range is asked for once the 42 days are drawn (`settled`), so that its request and answer do not compete
 * with the first graph.
 */
export function useTagData(deviceID: number, tag: string, range: GraphRangeKey, additional: string | null | undefined, settled: boolean) {
  // the window is fixed at mount so the query key stays stable (and matches the request started with the session check)
  const [opened] = useState(() => initialWindowOpened(deviceID, tag));
  const base = { deviceID, tag, ...(additional !== undefined ? { additional: additional ?? '' } : {}) };
  const enabled = Number.isInteger(deviceID) && deviceID > 0 && tag !== '';
  const initialVars: GetTagVariables = {
    ...base,
    startTime: opened - INITIAL_WINDOW_SECONDS,
    endTime: opened + INITIAL_WINDOW_AHEAD_SECONDS,
    downsampled: true,
  };
  const initial = useGraphQLQuery(GET_TAG, initialVars, { enabled, staleTime: 60_000, retry: false });
  const full = useGraphQLQuery(
    GET_TAG,
    { ...base, downsampled: false },
    { enabled: enabled && initial.isSuccess && settled, staleTime: 60_000, retry: 1 },
  );
  const width = GRAPH_RANGES.find((r) => r.key === range)?.seconds ?? null;
  const rangeVars: GetTagVariables = {
    ...base,
    startTime: opened - (width ?? 0),
    endTime: opened + INITIAL_WINDOW_AHEAD_SECONDS,
    downsampled: false,
  };
  const windowed = useGraphQLQuery(GET_TAG, rangeVars, {
    enabled: enabled && width !== null && initial.isSuccess,
    staleTime: 60_000,
    retry: 1,
  });

  const toasted = useRef(false);
  useEffect(() => {
    if (full.isError && !toasted.current) {
      toasted.current = true;
      notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.olderDataUnavailable(BRAND.providerName), autoClose: 100_000 });
    }
  }, [full.isError]);

  const overview: TagPageData | undefined = full.data?.deviceReGraph ?? initial.data?.deviceReGraph ?? undefined;
  const shown: TagPageData | undefined = width === null ? overview : (windowed.data?.deviceReGraph ?? overview);
  const xRange = useMemo<[number, number] | null>(() => {
    if (!shown) return null;
    const primary = shown.graphs.find((g) => g.role === 'primary');
    if (width !== null) return [opened - width, opened + INITIAL_WINDOW_AHEAD_SECONDS];
    if (!primary || primary.times.length === 0) return [opened - INITIAL_WINDOW_SECONDS, opened + INITIAL_WINDOW_AHEAD_SECONDS];
    return [Math.min(primary.start, primary.times[0]!), Math.max(primary.end, primary.times.at(-1)! + primary.bucket)];
  }, [shown, width, opened]);

  const refetchAll = () =>
    Promise.all([initial.refetch(), full.isFetched ? full.refetch() : null, width !== null ? windowed.refetch() : null]);
  return { initial, full, windowed, overview, shown, xRange, refetchAll, loadingWindow: width !== null && windowed.isFetching };
}
