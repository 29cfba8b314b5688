import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { ackAlarm } from '../../alarms/ackAlarm';
import { AckAlarmResultType } from './alarmTypes';

/**
 * Acknowledges the tag's alarm (spec 2 §4.3 Confirm): records who and when, logs 'ack', and cancels the tag's
 * pending notifications at once. The flag itself stays until a reading clears it. Anyone who can see the device
 * may acknowledge (acknowledging is not editing). A return to 'norm' is acknowledged like an alarm, since the banner
 * shows it (spec 2 §4.3); a tag resting at 'norm' with no flag change, or one already acknowledged, is left as it is.
 */
builder.mutationField('ackAlarm', (t) =>
  t.field({
    nullable: true,
    type: AckAlarmResultType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ackAlarm(ctx.services.db, authorize(ctx), args.deviceID, args.tag),
  }),
);
