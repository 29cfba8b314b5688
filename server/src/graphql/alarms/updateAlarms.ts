import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleTag } from '../../auth/policy/tagAlarmAccess';
import { loadAlarmPanel } from '../../alarms/alarmPanel';
import { saveAlarms } from '../../alarms/saveAlarms';
import { AlarmPanelType } from './alarmPanelTypes';
import { OfflineAlarmInput, ThresholdHoldInput } from './alarmHoldTypes';

const AlarmActionInput = builder.inputType('AlarmActionInput', {
  description: 'A notification: a user or a group of the device, sms or email, after a delay in seconds.',
  fields: (t) => ({
    userID: t.int(),
    groupID: t.int(),
    action: t.string({ required: true }),
    delay: t.int({ required: true }),
    repeatEvery: t.int({
      description: 'Reminders until acknowledged: seconds between repeats (300, 900, 1800 or 3600); absent or null for none.',
    }),
    repeatTimes: t.int({ description: 'At most this many reminders after the first message (1 to 24).' }),
    repeatFor: t.int({
      description: 'No reminder later than this many seconds after the first message was due (3600 to 259200, the options).',
    }),
  }),
});

const AlarmRuleInput = builder.inputType('AlarmRuleInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    symbol: t.int({ required: true, description: '1 greater than, -1 less than.' }),
    value: t.float({ required: true, description: "In the tag's current display unit." }),
    desc: t.string(),
    holdMinutes: t.int({ description: 'Raised only once the rule has held this many minutes (0 to 1440); omitted keeps it.' }),
    deadBand: t.float({ description: 'Cleared only this far back inside the rule, in its unit; omitted keeps it.' }),
  }),
});

/** Saves or removes a tag's alarms (spec 2 §7); returns the alarms as the panel shows them. */
builder.mutationField('updateAlarms', (t) =>
  t.field({
    nullable: true,
    type: AlarmPanelType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      low: t.arg.float(),
      high: t.arg.float(),
      lowWarning: t.arg.float(),
      highWarning: t.arg.float(),
      criticalLow: t.arg.float(),
      criticalHigh: t.arg.float(),
      actions: t.arg({ type: [AlarmActionInput], required: false }),
      rules: t.arg({ type: [AlarmRuleInput], required: false }),
      removeOrUpdate: t.arg.string({ description: "'update' (default) or 'remove'." }),
      thresholdHolds: t.arg({
        type: [ThresholdHoldInput],
        required: false,
        description: "The legacy thresholds' holds, replacing the saved ones; omitted leaves them.",
      }),
      offlineAlarm: t.arg({ type: OfflineAlarmInput, required: false, description: "This tag's offline alarm; omitted leaves it." }),
    },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx);
      const db = ctx.services.db;
      await saveAlarms(db, ctx.services.clock, actor, args);
      return loadAlarmPanel(db, actor.viewer, await visibleTag(db, actor.viewer, args.deviceID, args.tag));
    },
  }),
);
