import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { readingsTableValue, type ConversionOptions, type DeviceReadingRow, type ShownCalibration } from '@fieldwatch/domain';
import { graphqlRequest, operationName, type VariablesOf } from '../../api/graphql';
import { DEVICE_READINGS } from './graphql/deviceRe';

/** The server's sort columns: TIME, VALUE, TEMP. */
export type ReadingsSortColumn = NonNullable<VariablesOf<typeof DEVICE_READINGS>['sort']>;

/** Readings per page: a few screens of the table's 30-pixel rows. */
const PAGE = 200;

export interface ReadingPagesRequest {
  deviceID: number;
  tag: string;
  startTime: number | null;
  endTime: number | null;
  sort: ReadingsSortColumn;
  descending: boolean;
}

/** How the table shows a stored value: the stream's calibration and display unit (readingsTableValue). */
export interface ShownAs {
  calibration: ShownCalibration | null;
  unit: string | null;
  conversion: ConversionOptions;
}

/**
 * The readings table's rows, read from the server a page at a time (keyset cursors: a new sort or range starts again
 * from the first page), each value as the table shows it. `fetchNextPage` when the user scrolls near the end.
 */
export function useReadingPages(req: ReadingPagesRequest, shownAs: ShownAs, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: [operationName(DEVICE_READINGS), req, 'session', 'pages'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await graphqlRequest(DEVICE_READINGS, { ...req, first: PAGE, after: pageParam, withTotal: pageParam === null }, { signal }))
        .deviceReadings,
    getNextPageParam: (last) => last.endCursor ?? undefined,
    enabled,
  });
  const rows = useMemo(() => {
    const out: DeviceReadingRow[] = [];
    for (const p of query.data?.pages ?? []) {
      for (let i = 0; i < p.times.length; i++) {
        out.push({
          time: p.times[i]!,
          value: readingsTableValue(req.tag, p.values[i]!, shownAs.calibration, shownAs.unit, shownAs.conversion),
          temp: p.temps[i] ?? null,
          comment: p.rowComments[i] ?? '',
        });
      }
    }
    return out;
  }, [query.data, req.tag, shownAs]);
  const first = query.data?.pages[0];
  return { ...query, rows, total: first?.total ?? null, hasTemps: first?.hasTemps ?? false };
}
