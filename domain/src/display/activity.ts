/** The user activity report (spec 1 §2 "Activity", §9): 7 days from a start date, minutes per client. */
export const ACTIVITY_DAYS = 7;
/** Bars never fill the cell, so the time next to them stays readable. */
export const ACTIVITY_BAR_MAX_PERCENT = 85;

export interface ActivityEntry {
  user: string | null;
  userID: number | string;
  company: string | null;
  month: number | string;
  day: number | string;
  /** Minutes of use. */
  count: number;
}

export interface ActivityDay {
  /** YYYY-MM-DD */
  key: string;
  month: number;
  day: number;
  /** MM/DD, the column heading. */
  label: string;
}

export interface ActivityUserRow {
  userID: string;
  user: string;
  /** Minutes per day key, per client; missing days are 0. */
  mobile: Record<string, number>;
  desktop: Record<string, number>;
}

export interface ActivityCompanyGroup {
  company: string;
  users: ActivityUserRow[];
}

const two = (n: number): string => String(n).padStart(2, '0');

/** Minutes as hh:mm: 95 → '01:35'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
}

/** Bar width: the count as a percent of 100, at most 85 %. */
export function activityBarWidth(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  return Math.min(count, ACTIVITY_BAR_MAX_PERCENT);
}

/**
 * The 7 calendar days starting at a YYYY-MM-DD date. Worked out in UTC so the list never skips or repeats a
 * day across a daylight-saving change. An unreadable date gives no days.
 */
export function activityDays(startDate: string): ActivityDay[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(start)) return [];
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const d = new Date(start + i * 86_400_000);
    const month = d.getUTCMonth() + 1;
    const day = d.getUTCDate();
    return { key: d.toISOString().slice(0, 10), month, day, label: `${two(month)}/${two(day)}` };
  });
}

/**
 * Groups the mobile and desktop lists by company, then user, with minutes for each of the given days.
 * Entries for other days are left out (the API answers by month and day only). Companies and users are
 * listed by name.
 */
export function groupActivity(
  lists: { mobile: readonly ActivityEntry[]; desktop: readonly ActivityEntry[] },
  days: readonly ActivityDay[],
): ActivityCompanyGroup[] {
  const dayKey = new Map(days.map((d) => [`${d.month}-${d.day}`, d.key]));
  const companies = new Map<string, Map<string, ActivityUserRow>>();

  const add = (entry: ActivityEntry, client: 'mobile' | 'desktop') => {
    const key = dayKey.get(`${Number(entry.month)}-${Number(entry.day)}`);
    if (key === undefined) return;
    const company = entry.company ?? '';
    let users = companies.get(company);
    if (!users) companies.set(company, (users = new Map()));
    const userID = String(entry.userID);
    let row = users.get(userID);
    if (!row) users.set(userID, (row = { userID, user: entry.user ?? '', mobile: {}, desktop: {} }));
    row[client][key] = (row[client][key] ?? 0) + entry.count;
  };
  for (const entry of lists.mobile) add(entry, 'mobile');
  for (const entry of lists.desktop) add(entry, 'desktop');

  const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });
  return [...companies.entries()]
    .sort(([a], [b]) => byName(a, b))
    .map(([company, users]) => ({ company, users: [...users.values()].sort((a, b) => byName(a.user, b.user)) }));
}
