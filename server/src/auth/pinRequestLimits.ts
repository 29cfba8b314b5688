import { sql } from 'kysely';
import {
  PIN_ACCOUNT_REQUESTS_PER_DAY,
  PIN_ADDRESS_REQUESTS_PER_HOUR,
  PIN_BACKOFF_BASE_SECONDS,
  PIN_BACKOFF_FREE_REQUESTS,
  PIN_GLOBAL_REQUESTS_PER_WINDOW,
  PIN_REQUESTS_PER_WINDOW,
  PIN_REQUEST_WINDOW_SECONDS,
} from '@fieldwatch/domain';
import type { Db } from '../db/connection';

/**
 * How long an account's next PIN request from an unknown browser must wait after the previous one, given how many such
 * requests the account had today: nothing for the first few, then doubling (docs/security.md "Signing in").
 */
export function pinBackoffSeconds(requestsToday: number): number {
  if (requestsToday < PIN_BACKOFF_FREE_REQUESTS) return 0;
  return PIN_BACKOFF_BASE_SECONDS * 2 ** Math.min(requestsToday - PIN_BACKOFF_FREE_REQUESTS, 20);
}

type LimitCounts = {
  by_client: number;
  first_by_client: Date | null;
  by_account: number;
  first_by_account: Date | null;
  last_by_account: Date | null;
  by_address: number;
  first_by_address: Date | null;
  overall: number;
  first_overall: Date | null;
};

/** Seconds until `from` is `windowSeconds` old: when the oldest request of a full window stops counting. */
function untilAged(from: Date | null, windowSeconds: number, now: number): number {
  return from ? Math.max(0, (new Date(from).getTime() + windowSeconds * 1000 - now) / 1000) : 0;
}

/**
 * How many seconds the next PIN request for `accountKey` by the browser `clientHash` from `ip` must wait, 0 when it
 * may be made now. A browser that signed in to the account before (`known`) is limited only by its own requests; any
 * other by the account's day, its backoff, the address's hour and the whole service's window, all counting unknown
 * browsers only so that strangers cannot lock a user's own browser out. The wait is the longest of the limits that
 * are reached (refused requests are not recorded, so a full window frees up when its oldest request ages out), and
 * is what the refusal tells the user. Runs inside the caller's transaction, under its lock on the account.
 */
export async function pinRequestWaitSeconds(
  trx: Db,
  accountKey: string,
  clientHash: string,
  ip: string | null,
  known: boolean,
): Promise<number> {
  const windowStart = new Date(Date.now() - PIN_REQUEST_WINDOW_SECONDS * 1000);
  const counts = await sql<LimitCounts>`
    WITH by_client AS (SELECT created_at FROM pin_requests WHERE account_key = ${accountKey} AND client_hash = ${clientHash} AND created_at > ${windowStart}),
      by_account AS (SELECT created_at FROM pin_requests WHERE account_key = ${accountKey} AND NOT known_client AND created_at > now() - interval '1 day'),
      by_address AS (SELECT created_at FROM pin_requests WHERE ip = ${ip ?? ''} AND NOT known_client AND created_at > now() - interval '1 hour'),
      overall AS (SELECT created_at FROM pin_requests WHERE NOT known_client AND created_at > ${windowStart})
    SELECT
      (SELECT count(*) FROM by_client)::int AS by_client, (SELECT min(created_at) FROM by_client) AS first_by_client,
      (SELECT count(*) FROM by_account)::int AS by_account, (SELECT min(created_at) FROM by_account) AS first_by_account,
      (SELECT max(created_at) FROM by_account) AS last_by_account,
      (SELECT count(*) FROM by_address)::int AS by_address, (SELECT min(created_at) FROM by_address) AS first_by_address,
      (SELECT count(*) FROM overall)::int AS overall, (SELECT min(created_at) FROM overall) AS first_overall`.execute(trx);
  const c = counts.rows[0]!;
  const now = Date.now();
  const waits = [c.by_client >= PIN_REQUESTS_PER_WINDOW ? untilAged(c.first_by_client, PIN_REQUEST_WINDOW_SECONDS, now) : 0];
  if (!known) {
    if (c.by_account >= PIN_ACCOUNT_REQUESTS_PER_DAY) waits.push(untilAged(c.first_by_account, 86_400, now));
    waits.push(untilAged(c.last_by_account, pinBackoffSeconds(c.by_account), now));
    if (c.by_address >= PIN_ADDRESS_REQUESTS_PER_HOUR) waits.push(untilAged(c.first_by_address, 3600, now));
    if (c.overall >= PIN_GLOBAL_REQUESTS_PER_WINDOW) waits.push(untilAged(c.first_overall, PIN_REQUEST_WINDOW_SECONDS, now));
  }
  const wait = Math.max(...waits);
  // a limit reached at the very edge of its window still refuses: never answer "wait 0"
  return wait > 0 ? Math.max(wait, 1) : 0;
}
