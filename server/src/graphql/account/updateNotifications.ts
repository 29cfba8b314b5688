import { DEFAULT_NOTIFICATION_SETTINGS, EDITABLE_NOTIFICATION_FLAGS, NOTIFICATION_FLAGS, parseNotificationSettings, type NotificationSettings } from '@fieldwatch/domain';
import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { assertCanEditOwnAccount } from '../../auth/policy/assertCanEditOwnAccount';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { loadMe } from './loadMe';

/**
 * UPDATE_NOTIFICATIONS (spec 2 §7): the JSON text of the six flags. Only tardy is editable (the others are
 * "coming soon", spec 2 §5): a request that would change another flag is refused whole. The tardy scan reads
 * the stored flag.
 */
builder.mutationField('updateNotifications', (t) =>
  t.field({
    nullable: false,
    type: UserType,
    args: { notifications: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      assertCanEditOwnAccount(ctx.viewer, 'notifications');
      const viewer = ctx.viewer;
      const db = ctx.services.db;
      const given = parseNotificationSettings(args.notifications);
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
        await trx.updateTable('users').set({ notification_settings: JSON.stringify(next) }).where('id', '=', viewer.id).execute();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'account.notifications', { type: 'user', id: viewer.id }, next);
      });
      return loadMe(db, viewer.id);
    },
  }),
);
