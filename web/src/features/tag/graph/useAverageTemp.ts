import type { DailyTemps } from '@fieldwatch/domain';
import { TAG_AVERAGE_TEMP_LINK } from '../graphql/seriesLinks';
import { useSeriesLink } from './useSeriesLink';

const EMPTY: DailyTemps = { times: [], values: [], min: [], max: [], counts: [] };

function parseDailyTemps(body: unknown): DailyTemps | null {
  const b = body as Partial<DailyTemps> | null;
  const ok = b && [b.times, b.values, b.min, b.max, b.counts].every(Array.isArray);
  return ok ? { times: b.times!, values: b.values!, min: b.min!, max: b.max!, counts: b.counts! } : null;
}

/** The tag's averageTempData over the shown range (daily mean sensor temperatures), read through its link. */
export function useAverageTemp(deviceID: number, tag: string, start: number, end: number): { days: DailyTemps; loading: boolean } {
  const r = useSeriesLink({
    name: 'avgtemp',
    document: TAG_AVERAGE_TEMP_LINK,
    pick: (d) => d.deviceReGraph?.tag.averageTempData ?? null,
    parse: parseDailyTemps,
    empty: EMPTY,
    deviceID,
    tag,
    start,
    end,
  });
  return { days: r.data, loading: r.loading };
}
