import { apiKeyPrefix } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanEditOwnAccount } from '../auth/policy/assertCanEditOwnAccount';
import { AppError } from '../errors/AppError';

/**
 * DELETE_API_KEY (spec 2 §7): revokes one of the actor's own keys, named by its prefix (the whole key works too).
 * The row stays, revoked, so the audit trail keeps what the prefix was. API_KEY_NOT_FOUND for no live key of theirs.
 */
export async function deleteApiKey(db: Db, actor: AuthorizedActor, key: string): Promise<void> {
  assertCanEditOwnAccount(actor.viewer, 'apiKeys');
  const viewer = actor.viewer;
  const prefix = apiKeyPrefix(key.trim());
  await db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('api_keys')
      .set({ revoked_at: new Date() })
      .where('prefix', '=', prefix)
      .where('user_id', '=', viewer.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!revoked) throw new AppError('API_KEY_NOT_FOUND');
    await audit(trx, actor, 'apiKey.delete', { type: 'apiKey', id: prefix });
  });
}
