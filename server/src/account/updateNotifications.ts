import {
  DEFAULT_NOTIFICATION_SETTINGS,
  EDITABLE_NOTIFICATION_FLAGS,
  NOTIFICATION_FLAGS,
  parseNotificationSettings,
  type NotificationSettings,
} from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/rows';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanEditOwnAccount } from '../auth/policy/assertCanEditOwnAccount';
import { AppError } from '../errors/AppError';
import { loadMe } from './loadMe';

/**
 * UPDATE_NOTIFICATIONS (spec 2 §7): the JSON text of the six flags. Only tardy is editable (the others are
 * "coming soon", spec 2 §5): a request that would change another flag is refused whole. The tardy scan reads
 * the stored flag. Answers the user's row after the change.
 */
export async function updateNotifications(db: Db, actor: AuthorizedActor, notifications: string): Promise<UserRow> {
  assertCanEditOwnAccount(actor.viewer, 'notifications');
  const viewer = actor.viewer;
  const given = parseNotificationSettings(notifications);
  if (!given) throw new AppError('NOTIFICATIONS_INVALID', { message: 'The notification settings are not valid.' });
  const current = await loadMe(db, viewer.id);
  const stored = { ...DEFAULT_NOTIFICATION_SETTINGS, ...(current.notification_settings as Partial<NotificationSettings>) };
  const next: NotificationSettings = { ...stored };
  for (const flag of NOTIFICATION_FLAGS) {
    const value = given[flag];
    if (value === undefined || value === stored[flag]) continue;
    if (!EDITABLE_NOTIFICATION_FLAGS.includes(flag)) throw new AppError('NOTIFICATIONS_INVALID');
    next[flag] = value;
  }
  if (NOTIFICATION_FLAGS.every((f) => next[f] === stored[f])) return current;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ notification_settings: JSON.stringify(next) })
      .where('id', '=', viewer.id)
      .execute();
    await audit(trx, actor, 'account.notifications', { type: 'user', id: viewer.id }, next);
  });
  return loadMe(db, viewer.id);
}
