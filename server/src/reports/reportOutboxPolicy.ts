import type { Db } from '../db/connection';
import { viewerFromRow } from '../auth/viewer';
import { VIEWER_COLUMNS } from '../auth/viewerOfUser';
import { visibleDevicesById } from '../loaders/batchReads';
import type { ClaimedMessage, OutboxKindPolicy } from '../notify/outboxTypes';

/**
 * A report e-mail is asked again when its time to leave comes (the outbox may send it minutes or hours after it was
 * written, when the mail server was down): it is cancelled when its user was deleted, unsubscribed from e-mail,
 * removed the device from their report e-mails, or can no longer read the device. One read of the pass's users with
 * their subscriptions, then one visibility read per user (the device rule is the policy's, per viewer).
 */
export const reportOutboxPolicy: OutboxKindPolicy = {
  async cancelled(db: Db, rows: ClaimedMessage[]): Promise<Set<number>> {
    const refused = new Set<number>();
    const asked = rows.filter((m) => m.user_id !== null && m.device_id !== null);
    const userIds = [...new Set(asked.map((m) => m.user_id!))];
    const users = userIds.length
      ? await db
          .selectFrom('users')
          .select([...VIEWER_COLUMNS, 'subscription'])
          .select((eb) =>
            eb
              .selectFrom('report_subscriptions as s')
              .whereRef('s.user_id', '=', 'users.id')
              .select((s) => s.fn.agg<(number | string)[]>('array_agg', ['s.device_id']).as('devices'))
              .as('subscribed'),
          )
          .where('id', 'in', userIds)
          .where('deleted_at', 'is', null)
          .execute()
      : [];
    const byId = new Map(users.map((u) => [u.id, u]));
    for (const userId of userIds) {
      const mine = asked.filter((m) => m.user_id === userId);
      const user = byId.get(userId);
      // an int8[] comes back as strings (only a lone int8 is parsed to a number, db/connection.ts)
      const subscribed = new Set(user?.subscription ? (user.subscribed ?? []).map(Number) : []);
      const wanted = mine.filter((m) => subscribed.has(m.device_id!));
      const visible =
        user && wanted.length
          ? await visibleDevicesById(
              db,
              viewerFromRow(user, user.id, 'session'),
              wanted.map((m) => m.device_id!),
            )
          : [];
      const readable = new Set(visible.flatMap((d) => (d ? [d.id] : [])));
      for (const m of mine) if (!readable.has(m.device_id!)) refused.add(m.id);
    }
    return refused;
  },
};
