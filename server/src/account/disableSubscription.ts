import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import { AppError } from '../errors/AppError';

/**
 * DISABLE_SUBSCRIPTION (spec 2 §2.4, §7): turns off alarm e-mails for the user whose unsubscribe token the e-mail
 * link carried. The token is the credential, so no signed-in user is needed; the audit row names that user as the
 * actor. A malformed or unknown token changes nothing and answers UNSUBSCRIBE_INVALID.
 */
export async function disableSubscription(db: Db, unsubscribeToken: string, ip: string | null): Promise<void> {
  const token = unsubscribeToken.trim();
  if (!/^[0-9a-f]{16,128}$/i.test(token)) throw new AppError('UNSUBSCRIBE_INVALID');
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ subscription: false })
      .where('unsubscribe_token', '=', token)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new AppError('UNSUBSCRIBE_INVALID');
    await audit(trx, { viewer: { id: user.id, actorId: user.id }, ip }, 'account.unsubscribe', { type: 'user', id: user.id });
  });
}
