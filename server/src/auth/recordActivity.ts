import { sql } from 'kysely';
import type { Db } from '../db/connection';

export type ClientKind = 'mobile' | 'desktop' | 'api';

const MOBILE = /Mobi|Android|iPhone|iPad/i;

export function clientKindOf(userAgent: string | undefined, via: 'session' | 'apiKey'): ClientKind {
  if (via === 'apiKey') return 'api';
  return userAgent && MOBILE.test(userAgent) ? 'mobile' : 'desktop';
}

/**
 * Counts minutes of use per user, day and client kind (the Activity view) and keeps `latest_activity` fresh.
 * A minute is counted once however many requests it holds; the WHERE clauses make both writes no-ops within
 * the same minute, so a busy user costs one cheap UPDATE per request at most.
 */
export async function recordActivity(db: Db, userId: number, client: ClientKind): Promise<void> {
  await sql`
    INSERT INTO user_activity (user_id, day, client, minutes, last_seen)
    VALUES (${userId}, current_date, ${client}, 1, now())
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
