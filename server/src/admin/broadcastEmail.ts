import type { Db } from '../db/connection';
import type { Outbox, OutboxRow } from '../notify/outbox';
import { isValidEmail } from '@fieldwatch/domain';

export interface BroadcastResult {
  total: number;
  successCount: number;
  failedCount: number;
  failed: string[];
}

/**
 * Queues one e-mail per subscribed user in the outbox (kind 'broadcast') in one transaction, then kicks
 * delivery. A user whose address is not a valid e-mail counts as failed; 'sent' means accepted by the outbox,
 * which retries transport failures on its own.
 */
export async function broadcastEmail(db: Db, outbox: Outbox, subject: string, body: string): Promise<BroadcastResult> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('subscription', '=', true)
    .where('deleted_at', 'is', null)
    .where('is_demo', '=', false)
    // users reached only by text have no address to send to: not part of an e-mail broadcast
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
  const failed: string[] = [];
  const rows: OutboxRow[] = [];
  for (const u of users) {
    const email = u.email?.trim() ?? '';
    if (!isValidEmail(email)) {
      failed.push(email);
      continue;
    }
    rows.push({ kind: 'broadcast' as const, channel: 'email' as const, recipient: email, user_id: u.id, subject, body });
  }
  if (rows.length) {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('notification_outbox')
          .values(rows.slice(i, i + 500))
          .execute();
    });
    outbox.kick();
  }
  return { total: users.length, successCount: rows.length, failedCount: failed.length, failed };
}
