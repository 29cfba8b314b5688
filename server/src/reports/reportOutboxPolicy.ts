import type { Db } from '../db/connection';
import { findVisibleDevice } from '../auth/policy/deviceAccess';
import { viewerFromRow } from '../auth/viewer';
import { VIEWER_COLUMNS } from '../auth/viewerOfUser';
import type { ClaimedMessage, OutboxKindPolicy } from '../notify/outboxTypes';

/**
 * A report e-mail is asked again when its time to leave comes (the outbox may send it minutes or hours after it was
 * written, when the mail server was down): it is cancelled when its user was deleted, unsubscribed from e-mail,
 * removed the device from their report e-mails, or can no longer read the device.
 */
export const reportOutboxPolicy: OutboxKindPolicy = {
  async cancelled(db: Db, rows: ClaimedMessage[]): Promise<Set<number>> {
    const refused = new Set<number>();
    for (const m of rows) {
      if (m.user_id === null || m.device_id === null) continue;
      const user = await db
        .selectFrom('users')
        .select([...VIEWER_COLUMNS, 'subscription'])
        .where('id', '=', m.user_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const subscribed =
        user?.subscription &&
        (await db
          .selectFrom('report_subscriptions')
          .select('user_id')
          .where('user_id', '=', m.user_id)
          .where('device_id', '=', m.device_id)
          .executeTakeFirst());
      if (!user || !subscribed || !(await findVisibleDevice(db, viewerFromRow(user, user.id, 'session'), m.device_id))) refused.add(m.id);
    }
    return refused;
  },
};
