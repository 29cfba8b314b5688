import { sql } from 'kysely';
import { flagAwaitsAck } from '@fieldwatch/domain';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { cancelPendingAlarmNotifications } from '../../alarms/alarmNotifications';
import { AckAlarmResultType } from './alarmTypes';
import { deviceAlarmStates, lockVisibleTag } from './alarmAccess';

/**
 * Acknowledges the tag's alarm (spec 2 §4.3 Confirm): records who and when, logs 'ack', and cancels the tag's
 * pending notifications at once. The flag itself stays until a reading clears it. Anyone who can see the device
 * may acknowledge (acknowledging is not editing). A return to 'norm' is acknowledged like an alarm, since the banner
 * shows it (spec 2 §4.3); a tag resting at 'norm' with no flag change, or one already acknowledged, is left as it is.
 */
builder.mutationField('ackAlarm', (t) =>
  t.field({
    type: AckAlarmResultType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      await db.transaction().execute(async (trx) => {
        const tag = await lockVisibleTag(trx, viewer, args.deviceID, args.tag);
        if (!flagAwaitsAck(tag.flag, tag.flagTime, tag.acknowledgedAt !== null)) return;
        await trx
          .updateTable('tags')
          .set({ alarm_acknowledged_at: sql<Date>`now()`, alarm_acknowledged_by: viewer.id })
          .where('device_id', '=', tag.deviceId)
          .where('tag', '=', tag.tag)
          .execute();
        await trx.insertInto('alarm_log').values({ device_id: tag.deviceId, tag: tag.tag, user_id: viewer.id, action: 'ack', value: null, detail: null }).execute();
        await cancelPendingAlarmNotifications(trx, [tag], { includeTest: true });
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'alarm.ack', { type: 'tag', id: `${tag.deviceId}:${tag.tag}` }, { flag: tag.flag });
      });
      return { id: args.deviceID, tags: await deviceAlarmStates(db, args.deviceID) };
    },
  }),
);
