import { activityWeekBounds } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { memberFilter } from '../auth/policy/memberFilter';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

export interface ActivityEntry {
  user: string;
  userID: number;
  company: string | null;
  month: number;
  day: number;
  /** Minutes of use. */
  count: number;
}

export interface UserActivity {
  mobile: ActivityEntry[];
  desktop: ActivityEntry[];
  api: ActivityEntry[];
}

/**
 * The Activity view (spec 1 §2): minutes of use per user, day and client kind for the 7 days from `startDate`
 * (YYYY-MM-DD), one entry per user and day in each client's list, by company, user and day. The caller checks the
 * role; the member filter keeps to the users the viewer may see.
 */
export async function userActivity(db: Db, viewer: Viewer, startDate: string): Promise<UserActivity> {
  const week = activityWeekBounds(startDate.trim());
  if (!week) throw new AppError('BAD_INPUT', { message: 'The start date must be a day written YYYY-MM-DD.' });
  const rows = await db
    .selectFrom('user_activity as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select([
      'a.client',
      'a.minutes',
      'u.id as userID',
      sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('user'),
      'c.name as company',
      sql<number>`extract(month FROM a.day)::int`.as('month'),
      sql<number>`extract(day FROM a.day)::int`.as('day'),
    ])
    .where('a.day', '>=', week.first)
    .where('a.day', '<=', week.last)
    .where(memberFilter(viewer, 'u.company_id'))
    .orderBy(sql`c.name ASC NULLS LAST`)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .orderBy('a.day')
    .execute();
  const out: UserActivity = { mobile: [], desktop: [], api: [] };
  for (const r of rows) {
    out[r.client].push({ user: r.user, userID: r.userID, company: r.company, month: r.month, day: r.day, count: r.minutes });
  }
  return out;
}
