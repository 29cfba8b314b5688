import type { Db } from '../db/connection';

/** The prefixes of the user's live (not revoked) API keys, oldest first: all that stays readable of a key. */
export async function apiKeyPrefixes(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select('prefix')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.prefix);
}
