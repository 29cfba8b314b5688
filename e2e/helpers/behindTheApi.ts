import type pg from 'pg';
import { LIVE_CHANNEL, writeNotice } from '../../server/src/live/liveBus';

/** A statement that may change what the server shows (the test's arranging, or its clean-up). */
const WRITES = /\b(INSERT|UPDATE|DELETE|TRUNCATE)\b/i;

/**
 * A test's change made straight in the database stands for one made through another server process: the test says
 * so as that process would (its write notice on the live bus), so the server drops the answers it keeps for a moment
 * (server/src/graphql/sharedQueryAnswers.ts) and the page's next request reads the change.
 */
async function announceWrite(db: pg.Client): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, writeNotice('e2e')]);
  // the server hears it on its listening connection a moment after the commit (a few milliseconds); the wait is
  // short, since every write a test makes pays it
  await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * The connection every browser test file arranges its data with (helpers/browserSuite.ts): each statement that writes
 * is announced once it has run, so no test has to remember that the page of the same session may otherwise be
 * answered from before its change.
 */
export function announcingWrites(db: pg.Client): pg.Client {
  const query = db.query.bind(db) as (text: unknown, values?: unknown) => Promise<unknown>;
  const announced = async (text: unknown, values?: unknown) => {
    const result = await query(text, values);
    const sqlText = typeof text === 'string' ? text : ((text as { text?: string } | null)?.text ?? '');
    if (WRITES.test(sqlText)) await announceWrite(db);
    return result;
  };
  db.query = announced as typeof db.query;
  return db;
}
