import { sql } from 'kysely';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertCanSaveAlarms } from '../../auth/policy/tagAlarmAccess';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { cancelPendingAlarmNotifications, enqueueAlarmNotifications } from '../../alarms/alarmNotifications';
import { AlarmsStateType } from './alarmTypes';
import { lockVisibleTag } from './alarmAccess';

/**
 * The Test Alarm button (spec 2 §2.2, §7): sets the tag's flag to 'test', logs it, and sends the tag's
 * notifications at once (their delays ignored) with the test message. Needs the right to edit alarms; demo users
 * may test too, but only they themselves are notified. The next reading evaluates the flag as usual.
 */
builder.mutationField('testAlarm', (t) =>
  t.field({
    type: AlarmsStateType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const { db, config, outbox } = ctx.services;
      const dueNow = await db.transaction().execute(async (trx) => {
        const tag = await lockVisibleTag(trx, viewer, args.deviceID, args.tag);
        // Test Alarm shows to the same people as Save Changes (spec 2 §6); a demo user's test notifies only themselves
        assertCanSaveAlarms(viewer);
        await trx
          .updateTable('tags')
          .set({ alarm_flag: 'test', alarm_flag_time: sql<Date>`now()`, alarm_acknowledged_at: null, alarm_acknowledged_by: null })
          .where('device_id', '=', tag.deviceId)
          .where('tag', '=', tag.tag)
          .execute();
        const log = await trx
          .insertInto('alarm_log')
          .values({ device_id: tag.deviceId, tag: tag.tag, user_id: viewer.id, action: 'test', value: null, detail: 'alarm test' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'alarm.test', { type: 'tag', id: `${tag.deviceId}:${tag.tag}` });
        // the episode the test interrupts is over: its pending notifications go
        await cancelPendingAlarmNotifications(trx, [tag]);
        const queued = await enqueueAlarmNotifications(
          trx,
          config.publicUrl,
          [{ deviceId: tag.deviceId, tag: tag.tag, flag: 'test', logId: log.id, reading: null, rules: [], displayUnit: null }],
          { ignoreDelay: true, onlyUserId: viewer.isDemo ? viewer.id : undefined },
        );
        return queued.dueNow;
      });
      if (dueNow) outbox.kick();
      return { flag: 'test', acknowledged: false };
    },
  }),
);
