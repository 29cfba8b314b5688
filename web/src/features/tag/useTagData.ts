import { useEffect, useMemo, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { INITIAL_WINDOW_AHEAD_SECONDS, INITIAL_WINDOW_SECONDS, TAG_PAGE_TEXTS, GRAPH_RANGES, type GraphRangeKey } from '@fieldwatch/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { useGraphQLQuery } from '../../api/useGraphQLQuery';
import { BRAND } from '../../app/brand';
import { GET_TAG, type GetTagVariables, type TagPageData } from './graphql/getTag';
import { initialWindowOpened } from './initialWindow';

export interface GraphWindowRequest {
  range: GraphRangeKey;
  /** A zoomed window (epoch seconds); null: the range's. */
  zoom: [number, number] | null;
  /** The plot's width in device pixels (domain windowPoints); null until it is measured. */
  points: number | null;
}

/**
 * The sensor page's data (spec 2 §4.2): first the last 42 days downsampled (to 15 minutes ahead), then the full
 * range; a failed full-range refetch leaves the 42 days and shows a toast for about 100 s. A range button other
 * than 'all', or a zoomed window, asks for that window at about one point per pixel (raw readings when it holds
 * fewer); what is drawn stays until the new window's answer arrives, and the request of a window the user has left
 * is cancelled (TanStack Query aborts a query nobody observes any more). `additional` overrides the tag's stored
 * additional sensor. The full range is asked for once the 42 days are drawn (`settled`), so that its request and
 * answer do not compete with the first graph.
 */
export function useTagData(
  deviceID: number,
  tag: string,
  view: GraphWindowRequest,
  additional: string | null | undefined,
  settled: boolean,
) {
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
  const width = GRAPH_RANGES.find((r) => r.key === view.range)?.seconds ?? null;
  const window: [number, number] | null = view.zoom ?? (width !== null ? [opened - width, opened + INITIAL_WINDOW_AHEAD_SECONDS] : null);
  const windowVars: GetTagVariables = {
    ...base,
    startTime: window?.[0] ?? 0,
    endTime: window?.[1] ?? 0,
    downsampled: false,
    points: view.points,
  };
  const windowed = useGraphQLQuery(GET_TAG, windowVars, {
    enabled: enabled && window !== null && view.points !== null && initial.isSuccess,
    staleTime: 60_000,
    retry: 1,
    // the graph keeps what it drew (now stretched or squeezed to the new window) until the new answer arrives
    placeholderData: keepPreviousData,
  });

  const toasted = useRef(false);
  useEffect(() => {
    if (full.isError && !toasted.current) {
      toasted.current = true;
      notifications.show({ color: 'red', message: TAG_PAGE_TEXTS.olderDataUnavailable(BRAND.providerName), autoClose: 100_000 });
    }
  }, [full.isError]);

  const overview: TagPageData | undefined = full.data?.deviceReGraph ?? initial.data?.deviceReGraph ?? undefined;
  // with no window the query is off, but it would still hand over its last answer as a placeholder
  const windowData = window === null ? undefined : (windowed.data?.deviceReGraph ?? undefined);
  const shown: TagPageData | undefined = windowData ?? overview;
  const w0 = window?.[0];
  const w1 = window?.[1];
  const extent = useMemo<[number, number] | null>(() => {
    if (!overview) return null;
    const primary = overview.graphs.find((g) => g.role === 'primary');
    if (!primary || primary.times.length === 0) return [opened - INITIAL_WINDOW_SECONDS, opened + INITIAL_WINDOW_AHEAD_SECONDS];
    return [Math.min(primary.start, primary.times[0]!), Math.max(primary.end, primary.times.at(-1)! + primary.bucket)];
  }, [overview, opened]);
  const xRange = useMemo<[number, number] | null>(
    () => (!shown ? null : w0 !== undefined && w1 !== undefined ? [w0, w1] : extent),
    [shown, w0, w1, extent],
  );

  const refetchAll = () =>
    Promise.all([initial.refetch(), full.isFetched ? full.refetch() : null, window !== null ? windowed.refetch() : null]);
  return {
    initial,
    full,
    windowed,
    overview,
    shown,
    xRange,
    /** The whole range the tag has data in (the mini-graph's, and the limits of zooming out). */
    extent,
    refetchAll,
    loadingWindow: window !== null && windowed.isFetching,
  };
}
