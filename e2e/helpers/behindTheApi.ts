import type pg from 'pg';
import { LIVE_CHANNEL, writeNotice } from '../../server/src/live/liveBus';

/**
 * A test's change made straight in the database stands for one made through another server process: the test says
 * so as that process would (its write notice on the live bus), so the server drops the answers it keeps for a moment
 * (server/src/graphql/sharedQueryAnswers.ts) and the page's next request reads the change.
 */
export async function announceWrite(db: pg.Client): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, writeNotice('e2e')]);
  // the server hears it on its listening connection a moment after the commit
  await new Promise((resolve) => setTimeout(resolve, 200));
}
