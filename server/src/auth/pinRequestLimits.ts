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

/**
 * Whether one more PIN request may be made for `accountKey` by the browser `clientHash` from `ip`. A browser that signed
 * in to the account before (`known`) is limited only by its own requests; any other by the account's day, its backoff,
 * the address's hour and the whole service's window, all counting unknown browsers only so that strangers cannot
 * lock a user's own browser out. Runs inside the caller's transaction, under its lock on the account.
 */
export async function pinRequestAllowed(
  trx: Db,
  accountKey: string,
  clientHash: string,
  ip: string | null,
  known: boolean,
): Promise<boolean> {
  const windowStart = new Date(Date.now() - PIN_REQUEST_WINDOW_SECONDS * 1000);
  const counts = await sql<{ by_client: number; by_account: number; last_by_account: Date | null; by_address: number; overall: number }>`
    SELECT
      (SELECT count(*) FROM pin_requests WHERE account_key = ${accountKey} AND client_hash = ${clientHash} AND created_at > ${windowStart})::int AS by_client,
      (SELECT count(*) FROM pin_requests WHERE account_key = ${accountKey} AND NOT known_client AND created_at > now() - interval '1 day')::int AS by_account,
      (SELECT max(created_at) FROM pin_requests WHERE account_key = ${accountKey} AND NOT known_client AND created_at > now() - interval '1 day') AS last_by_account,
      (SELECT count(*) FROM pin_requests WHERE ip = ${ip ?? ''} AND NOT known_client AND created_at > now() - interval '1 hour')::int AS by_address,
      (SELECT count(*) FROM pin_requests WHERE NOT known_client AND created_at > ${windowStart})::int AS overall`.execute(trx);
  const c = counts.rows[0]!;
  if (c.by_client >= PIN_REQUESTS_PER_WINDOW) return false;
  if (known) return true;
  if (c.by_account >= PIN_ACCOUNT_REQUESTS_PER_DAY) return false;
  if (c.last_by_account && Date.now() - new Date(c.last_by_account).getTime() < pinBackoffSeconds(c.by_account) * 1000) return false;
  return c.by_address < PIN_ADDRESS_REQUESTS_PER_HOUR && c.overall < PIN_GLOBAL_REQUESTS_PER_WINDOW;
}
