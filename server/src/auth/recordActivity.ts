import { isTimeZone, wallClock } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type ClientKind = 'mobile' | 'desktop' | 'api';

const MOBILE = /Mobi|Android|iPhone|iPad/i;

export function clientKindOf(userAgent: string | undefined, via: 'session' | 'apiKey'): ClientKind {
  if (via === 'apiKey') return 'api';
  return userAgent && MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

// the (user, client) pairs this process has already recorded in the current minute, per database
const recorded = new WeakMap<Db, Map<string, number>>();

/**
 * Counts minutes of use per user, day and client kind (the Activity view) and keeps `latest_activity` fresh.
 * A minute is counted once however many requests it holds; the WHERE clauses make both writes no-ops within
 * the same minute. A busy user's further requests of a minute skip both round trips (every page load asks several
 * queries at once): the minute is taken before the writes, and the database's clock (now()) runs at or after it.
 */
export async function recordActivity(db: Db, userId: number, client: ClientKind, defaultTimeZone = 'UTC'): Promise<void> {
  const minute = Math.floor(Date.now() / 60_000);
  let seen = recorded.get(db);
  if (!seen) recorded.set(db, (seen = new Map()));
  const key = `${userId}:${client}`;
  if (seen.get(key) === minute) return;
  if (seen.size > 10_000) seen.clear();
  seen.set(key, minute);
  try {
    await writeActivity(db, userId, client, defaultTimeZone);
  } catch (err) {
    // a failed write is tried again by the next request
    seen.delete(key);
    throw err;
  }
}

/** Today in the user's company's site zone (the Activity view's days are the users' own), as YYYY-MM-DD. */
async function todayOf(db: Db, userId: number, defaultTimeZone: string): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select('c.time_zone')
    .where('u.id', '=', userId)
    .executeTakeFirst();
  const w = wallClock(Date.now() / 1000, row?.time_zone && isTimeZone(row.time_zone) ? row.time_zone : defaultTimeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

async function writeActivity(db: Db, userId: number, client: ClientKind, defaultTimeZone: string): Promise<void> {
  const day = await todayOf(db, userId, defaultTimeZone);
  await sql`
    INSERT INTO user_activity (user_id, day, client, minutes, last_seen)
    VALUES (${userId}, ${day}::date, ${client}, 1, now())
    ON CONFLICT (user_id, day, client) DO UPDATE
      SET minutes = user_activity.minutes + 1, last_seen = now()
      WHERE user_activity.last_seen < date_trunc('minute', now())`.execute(db);
  await db
    .updateTable('users')
    .set({ latest_activity: new Date() })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('latest_activity', 'is', null), eb('latest_activity', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
}
