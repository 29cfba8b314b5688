import { calibrationSourceTag } from '@fieldwatch/domain';
import { builder } from '../builder';
import { tagKey } from '../../loaders/batchReads';
import type { CalibrationRow, RuleRow, TagRow } from '../../db/rows';
import { epochSeconds } from '../../util/epochSeconds';
import { AlarmReasonType } from './AlarmReasonType';

const AlarmRuleType = builder.objectRef<RuleRow>('AlarmRule').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    tag: t.exposeString('tag'),
    symbol: t.exposeInt('symbol', { description: '1 greater than, -1 less than.' }),
    value: t.exposeFloat('value', { description: "In the tag's display unit." }),
    desc: t.exposeString('desc', { nullable: true }),
    sent: t.exposeInt('sent'),
  }),
});

/** The alarm part of a tag (spec 1 §3, spec 2 §3 "Alarms on a tag"). Thresholds are in the tag's base unit. */
const TagAlarmsType = builder.objectRef<TagRow>('TagAlarms').implement({
  fields: (t) => ({
    criticalHigh: t.exposeFloat('critical_high', { nullable: true }),
    criticalLow: t.exposeFloat('critical_low', { nullable: true }),
    highWarning: t.exposeFloat('high_warning', { nullable: true }),
    lowWarning: t.exposeFloat('low_warning', { nullable: true }),
    flag: t.exposeString('alarm_flag'),
    flagTime: t.float({ nullable: true, resolve: (r) => epochSeconds(r.alarm_flag_time) }),
    acknowledged: t.boolean({ resolve: (r) => r.alarm_acknowledged_at !== null }),
    rules: t.field({ type: [AlarmRuleType], resolve: (r, _a, ctx) => ctx.loaders.rulesByTag.load(tagKey(r.device_id, r.tag)) }),
    reason: t.field({
      type: AlarmReasonType,
      nullable: true,
      description: 'Why the tag is in alarm; null at norm. The landing Alarms box, the Alarms page and providerAlarms print it.',
      resolve: (r, _a, ctx) => (r.alarm_flag === 'norm' ? null : ctx.loaders.alarmReasonByTag.load(tagKey(r.device_id, r.tag))),
    }),
    trigger: t.boolean({
      description: 'Some alarm rule of the tag has been sent (the tag card shows a warning icon).',
      resolve: async (r, _a, ctx) => (await ctx.loaders.rulesByTag.load(tagKey(r.device_id, r.tag))).some((rule) => rule.sent > 0),
    }),
  }),
});

export const CalibrationType = builder.objectRef<CalibrationRow>('Calibration').implement({
  fields: (t) => ({
    time: t.exposeFloat('time'),
    fluid: t.exposeString('fluid'),
    offset: t.exposeFloat('offset', { nullable: true }),
    api: t.exposeFloat('api'),
    tds: t.exposeFloat('tds'),
    sg: t.exposeFloat('sg'),
    barrelsPerInch: t.exposeFloat('barrels_per_inch'),
    kFactor: t.exposeFloat('k_factor'),
    productionOffset: t.exposeFloat('production_offset'),
    tankName: t.exposeString('tank_name', { nullable: true }),
    tankHeight: t.exposeFloat('tank_height', { nullable: true }),
    tankShape: t.exposeString('tank_shape', { nullable: true }),
    tankVolume: t.exposeFloat('tank_volume', { nullable: true }),
    gallonsPerInch: t.exposeFloat('gallons_per_inch', { nullable: true }),
    strap: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The strapping table of the tank it names, [{inches, gallons}] ascending; null when it names none.',
      resolve: (r) => r.strap,
    }),
    unit: t.exposeString('unit'),
  }),
});

export const TagType = builder.objectRef<TagRow>('Tag').implement({
  description: 'A sensor channel of a device and its latest reading.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    deviceID: t.exposeInt('device_id'),
    tag: t.exposeString('tag', { description: 'The type code: psr, spsr, _v, ...' }),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
    time: t.float({ nullable: true, description: 'Epoch seconds of the latest reading.', resolve: (r) => epochSeconds(r.time) }),
    value: t.exposeFloat('value', { nullable: true }),
    temp: t.exposeFloat('temp', { nullable: true }),
    displayUnits: t.exposeString('display_units', { nullable: true }),
    filterEnabled: t.exposeBoolean('filter_enabled'),
    barrelsPerInch: t.exposeFloat('barrels_per_inch'),
    reportHour: t.exposeInt('report_hour'),
    calibration: t.field({
      type: CalibrationType,
      nullable: true,
      description: 'The newest calibration.',
      resolve: (r, _a, ctx) => ctx.loaders.calibrationByTag.load(tagKey(r.device_id, calibrationSourceTag(r.tag))),
    }),
    alarms: t.field({ type: TagAlarmsType, resolve: (r) => r }),
  }),
});
