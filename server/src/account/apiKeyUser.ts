import { timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { apiKeyPrefix } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { hashApiKey } from './apiKeySecret';

/**
 * The user an API key belongs to, or null for an unknown, revoked or wrong key. The prefix finds the row; the
 * hashes are compared in constant time. `last_used_at` is refreshed at most once a minute.
 */
export async function apiKeyUser(db: Db, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'user_id', 'key_hash'])
    .where('prefix', '=', apiKeyPrefix(key))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(row.key_hash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  await db
    .updateTable('api_keys')
    .set({ last_used_at: new Date() })
    .where('id', '=', row.id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', sql<Date>`now() - interval '1 minute'`)]))
    .execute();
  return row.user_id;
}
