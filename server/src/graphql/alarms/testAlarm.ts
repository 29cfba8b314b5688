import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { testAlarm } from '../../alarms/testAlarm';
import { AlarmsStateType } from './alarmTypes';

/**
 * The Test Alarm button (spec 2 §2.2, §7): sets the tag's flag to 'test', logs it, and sends the tag's
 * notifications at once (their delays ignored) with the test message. Needs the right to edit alarms; demo users
 * may test too, but only they themselves are notified. The next reading evaluates the flag as usual.
 */
builder.mutationField('testAlarm', (t) =>
  t.field({
    nullable: true,
    type: AlarmsStateType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await testAlarm(ctx.services, authorize(ctx), args.deviceID, args.tag);
      return { flag: 'test', acknowledged: false };
    },
  }),
);
