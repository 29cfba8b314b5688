import { THRESHOLD_KEYS, type ThresholdKey } from '@fieldwatch/domain';
import { builder } from '../builder';

/* The types of "no flapping" (a hold and a dead band per condition) that updateAlarms takes and the panel answers. */

const AlarmThresholdType = builder.enumType('AlarmThreshold', {
  description: 'One of the four legacy thresholds of a tag.',
  values: Object.fromEntries(THRESHOLD_KEYS.map((k) => [k.toUpperCase(), { value: k }])) as Record<
    Uppercase<ThresholdKey>,
    { value: ThresholdKey }
  >,
});

export const ThresholdHoldType = builder
  .objectRef<{ threshold: string; holdMinutes: number | null; deadBand: number | null }>('AlarmThresholdHold')
  .implement({
    description: 'How long a legacy threshold must hold before it raises its alarm, and how far back it must come to clear.',
    fields: (t) => ({
      threshold: t.field({ type: AlarmThresholdType, resolve: (h) => h.threshold as ThresholdKey }),
      holdMinutes: t.exposeInt('holdMinutes', { nullable: true }),
      deadBand: t.exposeFloat('deadBand', { nullable: true, description: "In the tag's base unit, like the threshold." }),
    }),
  });

export const ThresholdHoldInput = builder.inputType('AlarmThresholdHoldInput', {
  fields: (t) => ({
    threshold: t.field({ type: AlarmThresholdType, required: true }),
    holdMinutes: t.int({ description: 'Raised only once readings have been past the threshold this many minutes (0 to 1440).' }),
    deadBand: t.float({ description: 'A high clears only below threshold − band, a low above threshold + band; base unit.' }),
  }),
});

/* The offline alarm of a tag: the device silent for `factor` × its transmit interval raises 'offline' on the tag. */

export const OfflineAlarmType = builder.objectRef<{ factor: number; raised: boolean }>('OfflineAlarm').implement({
  description: "This tag's offline alarm: raised when its device sends nothing for factor × its transmit interval.",
  fields: (t) => ({
    factor: t.exposeFloat('factor', { description: 'Transmit intervals of silence before the alarm (2.5 by default).' }),
    raised: t.exposeBoolean('raised', { description: 'Raised now; the next message from the device clears it.' }),
  }),
});

export const OfflineAlarmInput = builder.inputType('OfflineAlarmInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true, description: 'false switches it off (and puts a raised one back to normal).' }),
    factor: t.float({ description: 'Transmit intervals of silence, 1 to 100; 2.5 when omitted.' }),
  }),
});
