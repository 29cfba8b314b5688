/** The readings table's filter menu (spec 2 §4.1, §9): past week, 30 days, 90 days, a custom range, or all data. */
export type ReadingsFilter = { kind: 'days'; days: 7 | 30 | 90 } | { kind: 'custom'; from: string; to: string } | { kind: 'all' };

export const READINGS_FILTER_DAYS = [7, 30, 90] as const;

/**
 * Epoch-second bounds of a filter; custom dates (YYYY-MM-DD, local) cover whole days, `to` included. A missing
 * or unreadable custom date leaves that side open.
 */
export function readingsRange(filter: ReadingsFilter, nowSeconds: number): { startTime: number | null; endTime: number | null } {
  if (filter.kind === 'all') return { startTime: null, endTime: null };
  if (filter.kind === 'days') return { startTime: Math.floor(nowSeconds - filter.days * 86400), endTime: null };
  const day = (s: string, end: boolean) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
    if (!m) return null;
    const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (end ? 1 : 0));
    return Math.floor(d.getTime() / 1000) - (end ? 1 : 0);
  };
  return { startTime: day(filter.from, false), endTime: day(filter.to, true) };
}
