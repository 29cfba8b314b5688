import { builder } from '../builder';
import { epochSeconds } from '../../util/epochSeconds';
import type { AlarmPanel, PanelUser } from '../../alarms/alarmPanel';
import { OfflineAlarmType, ThresholdHoldType } from './alarmHoldTypes';

const PanelUserType = builder.objectRef<PanelUser>('AlarmPanelUser').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const PanelGroupType = builder.objectRef<{ id: number; name: string | null }>('AlarmPanelGroup').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name', { nullable: true }) }),
});

const PanelRuleType = builder.objectRef<AlarmPanel['rules'][number]>('AlarmPanelRule').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    symbol: t.exposeInt('symbol', { description: '1 greater than, -1 less than.' }),
    value: t.exposeFloat('value', { description: "In the tag's display unit." }),
    desc: t.exposeString('desc', { nullable: true }),
    sent: t.exposeInt('sent', { description: 'Notifications sent for this rule in the current episode (the red icon).' }),
    holdMinutes: t.exposeInt('hold_minutes', { nullable: true, description: 'Raised only after holding this many minutes.' }),
    deadBand: t.exposeFloat('dead_band', { nullable: true, description: 'Cleared only this far back inside, in the rule unit.' }),
  }),
});

const PanelActionType = builder.objectRef<AlarmPanel['actions'][number]>('AlarmPanelAction').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    delay: t.exposeInt('delay', { description: 'Seconds: 0, 300, 900, 1800, 3600 or 7200.' }),
    action: t.exposeString('action', { description: 'sms or email.' }),
    user: t.field({ type: PanelUserType, nullable: true, resolve: (a) => a.user }),
    group: t.field({ type: PanelGroupType, nullable: true, resolve: (a) => a.group }),
    repeatEvery: t.exposeInt('repeatEvery', { nullable: true, description: 'Reminders: seconds between repeats; null: none.' }),
    repeatTimes: t.exposeInt('repeatTimes', { nullable: true, description: 'At most this many reminders; null: no count.' }),
    repeatFor: t.exposeInt('repeatFor', {
      nullable: true,
      description: 'Reminders stop this many seconds after the first message was due; null: no duration.',
    }),
  }),
});

const PanelLogType = builder.objectRef<AlarmPanel['log'][number]>('AlarmPanelLogEntry').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    time: t.float({ description: 'Epoch seconds.', resolve: (l) => epochSeconds(l.time) ?? 0 }),
    action: t.exposeString('action'),
    value: t.exposeFloat('value', { nullable: true, description: 'The reading as the gauge and the notification showed it, in `unit`.' }),
    unit: t.exposeString('unit', {
      nullable: true,
      description: "The value's unit (the tag's display unit then; the base unit for old entries).",
    }),
    detail: t.exposeString('detail', { nullable: true }),
    user: t.field({ type: PanelUserType, nullable: true, resolve: (l) => l.user }),
    conditionSince: t.float({
      nullable: true,
      description: 'Epoch seconds: when the held condition of a raised alarm began (its first reading past).',
      resolve: (l) => epochSeconds(l.conditionSince),
    }),
  }),
});

const PanelTargetsType = builder.objectRef<AlarmPanel['targets']>('AlarmPanelTargets').implement({
  description: "Whom notifications may go to: the users of the device's groups, or those groups (demo users: themselves).",
  fields: (t) => ({
    users: t.field({ type: [PanelUserType], resolve: (x) => x.users }),
    groups: t.field({ type: [PanelGroupType], resolve: (x) => x.groups }),
  }),
});

/** A tag's alarms as the alarm panel shows them (spec 2 §3 "Alarms on a tag", §4.4). */
export const AlarmPanelType = builder.objectRef<AlarmPanel>('TagAlarmPanel').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    tag: t.exposeString('tag'),
    displayUnits: t.exposeString('displayUnits'),
    flag: t.exposeString('flag'),
    acknowledged: t.exposeBoolean('acknowledged'),
    criticalHigh: t.exposeFloat('criticalHigh', { nullable: true, description: "Legacy threshold, in the tag's base unit." }),
    criticalLow: t.exposeFloat('criticalLow', { nullable: true }),
    highWarning: t.exposeFloat('highWarning', { nullable: true }),
    lowWarning: t.exposeFloat('lowWarning', { nullable: true }),
    low: t.exposeFloat('low', { nullable: true, description: 'Device-level rule pair; 0 and 32762 together disable the rules.' }),
    high: t.exposeFloat('high', { nullable: true }),
    rules: t.field({ type: [PanelRuleType], resolve: (p) => p.rules }),
    actions: t.field({ type: [PanelActionType], resolve: (p) => p.actions }),
    log: t.field({ type: [PanelLogType], resolve: (p) => p.log }),
    synced: t.exposeBoolean('synced', {
      nullable: true,
      description: 'The device reported the configuration holding these alarms (null: it never reported one).',
    }),
    targets: t.field({ type: PanelTargetsType, resolve: (p) => p.targets }),
    thresholdHolds: t.field({ type: [ThresholdHoldType], resolve: (p) => p.thresholdHolds }),
    offlineAlarm: t.field({ type: OfflineAlarmType, nullable: true, resolve: (p) => p.offlineAlarm }),
    canEdit: t.exposeBoolean('canEdit', { description: 'The viewer may edit, test and save these alarms.' }),
  }),
});
