import { ACTIVITY_DAYS } from '../display/activity';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const m = ISO_DAY.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() >= 1000 && d.toISOString().slice(0, 10) === text;
}

/**
 * The first and last day (YYYY-MM-DD, both inclusive) of the activity report's 7 days from `start` (spec 1 §2
 * "Activity"); undefined for a start that is not a real day. Worked out in UTC, as `user_activity.day` is.
 */
export function activityWeekBounds(start: string): { first: string; last: string } | undefined {
  if (!isIsoDay(start)) return undefined;
  const t0 = Date.parse(`${start}T00:00:00Z`);
  return { first: start, last: new Date(t0 + (ACTIVITY_DAYS - 1) * 86_400_000).toISOString().slice(0, 10) };
}
