import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanEditOwnAccount } from '../auth/policy/assertCanEditOwnAccount';
import { newApiKey, hashApiKey } from './apiKeySecret';

/**
 * ADD_API_KEY (spec 2 §7): mints a new key for the actor's own user, acting with that user's permissions. Only the
 * hash is stored; the whole key is returned to be shown once. Audited by its prefix in the same transaction.
 */
export async function addApiKey(db: Db, actor: AuthorizedActor): Promise<string> {
  assertCanEditOwnAccount(actor.viewer, 'apiKeys');
  const viewer = actor.viewer;
  const { key, prefix } = newApiKey();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api_keys')
      .values({ user_id: viewer.id, prefix, key_hash: hashApiKey(key) })
      .execute();
    await audit(trx, actor, 'apiKey.add', { type: 'apiKey', id: prefix });
  });
  return key;
}
