import { sql } from 'kysely';
import { effectiveUnits, baseUnitOf, type ReminderSetting } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import { alarmTargets, canSaveAlarms, type AlarmTargets, type VisibleTag } from '../auth/policy/tagAlarmAccess';
import type { Db } from '../db/connection';
import { desiredSettings } from '../ingest/desiredSettings';

/** How many alarm history entries the panel shows, newest first. */
const ALARM_LOG_LIMIT = 200;

export interface PanelUser {
  id: number;
  firstName: string;
  lastName: string;
}

export interface AlarmPanel {
  deviceID: number;
  tag: string;
  /** The unit rule values are in (the tag's effective display unit). */
  displayUnits: string;
  flag: string;
  acknowledged: boolean;
  criticalHigh: number | null;
  criticalLow: number | null;
  highWarning: number | null;
  lowWarning: number | null;
  low: number | null;
  high: number | null;
  rules: {
    id: number;
    name: string;
    symbol: number;
    value: number;
    desc: string | null;
    sent: number;
    hold_minutes: number | null;
    dead_band: number | null;
  }[];
  /** No flapping: the legacy thresholds' holds (saveAlarmHolds.ts). */
  thresholdHolds: { threshold: string; holdMinutes: number | null; deadBand: number | null }[];
  /** The offline alarm, when this tag watches its device's silence (saveOfflineAlarm.ts). */
  offlineAlarm: { factor: number; raised: boolean } | null;
  actions: ({
    id: number;
    delay: number;
    action: string;
    user: PanelUser | null;
    group: { id: number; name: string | null } | null;
  } & ReminderSetting)[];
  log: {
    id: number;
    time: Date;
    action: string;
    value: number | null;
    unit: string | null;
    detail: string | null;
    user: PanelUser | null;
    /** When the held condition of a raised alarm began. */
    conditionSince: Date | null;
  }[];
  /** true: the device reported the configuration version that holds these alarms; false: not yet; null: it never reported one. */
  synced: boolean | null;
  targets: AlarmTargets;
  canEdit: boolean;
}

/**
 * Everything the alarm panel shows for a tag the viewer may see (spec 2 §4.4). Demo users see only their own
 * notifications and log entries.
 */
export async function loadAlarmPanel(db: Db, viewer: Viewer, v: VisibleTag): Promise<AlarmPanel> {
  const deviceId = v.device.id;
  const tag = v.tag.tag;
  const onlyOwn = viewer.isDemo;
  let actionsQ = db
    .selectFrom('alarm_actions as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('groups as g', 'g.id', 'a.group_id')
    .select(['a.id', 'a.delay', 'a.action', 'a.user_id', 'u.first_name', 'u.last_name', 'a.group_id', 'g.name as group_name'])
    .select(['a.repeat_every', 'a.repeat_times', 'a.repeat_for'])
    .where('a.device_id', '=', deviceId)
    .where('a.tag', '=', tag)
    .orderBy('a.id');
  if (onlyOwn) actionsQ = actionsQ.where('a.user_id', '=', viewer.id);
  let logQ = db
    .selectFrom('alarm_log as l')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      // a flag change happened when its reading was taken, however late the reading arrived
      sql<Date>`coalesce(l.reading_time, l.time)`.as('time'),
      'l.action',
      'l.value',
      'l.shown_value',
      'l.shown_unit',
      'l.detail',
      'l.condition_since',
      'l.user_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('l.device_id', '=', deviceId)
    .where('l.tag', '=', tag)
    .orderBy(sql`coalesce(l.reading_time, l.time)`, 'desc')
    .orderBy('l.id', 'desc')
    .limit(ALARM_LOG_LIMIT);
  if (onlyOwn) logQ = logQ.where('l.user_id', '=', viewer.id);

  const [rules, actions, log, bounds, reported, desired, targets, thresholdHolds, offline] = await Promise.all([
    db
      .selectFrom('alarm_rules')
      .select(['id', 'name', 'symbol', 'value', 'desc', 'sent', 'hold_minutes', 'dead_band'])
      .where('device_id', '=', deviceId)
      .where('tag', '=', tag)
      .orderBy('id')
      .execute(),
    actionsQ.execute(),
    logQ.execute(),
    db.selectFrom('tag_rule_bounds').select(['low', 'high']).where('device_id', '=', deviceId).where('tag', '=', tag).executeTakeFirst(),
    db
      .selectFrom('device_settings')
      .select('reported_value')
      .where('device_id', '=', deviceId)
      .where('key', '=', 'config_version')
      .executeTakeFirst(),
    desiredSettings(db, deviceId),
    alarmTargets(db, viewer, deviceId, tag),
    db
      .selectFrom('tag_threshold_holds')
      .select(['threshold', 'hold_minutes as holdMinutes', 'dead_band as deadBand'])
      .where('device_id', '=', deviceId)
      .where('tag', '=', tag)
      .orderBy('threshold')
      .execute(),
    db
      .selectFrom('offline_alarms')
      .select(['factor', 'raised_after'])
      .where('device_id', '=', deviceId)
      .where('tag', '=', tag)
      .executeTakeFirst(),
  ]);

  const user = (id: number | null, first: string | null, last: string | null): PanelUser | null =>
    id === null ? null : { id, firstName: first ?? '', lastName: last ?? '' };
  return {
    deviceID: deviceId,
    tag,
    displayUnits: effectiveUnits({ tag, displayUnits: v.tag.display_units }, v.device),
    flag: v.tag.alarm_flag,
    acknowledged: v.tag.alarm_acknowledged_at !== null,
    criticalHigh: v.tag.critical_high,
    criticalLow: v.tag.critical_low,
    highWarning: v.tag.high_warning,
    lowWarning: v.tag.low_warning,
    low: bounds?.low ?? null,
    high: bounds?.high ?? null,
    rules,
    actions: actions.map((a) => ({
      id: a.id,
      delay: a.delay,
      action: a.action,
      user: user(a.user_id, a.first_name, a.last_name),
      group: a.group_id === null ? null : { id: a.group_id, name: a.group_name },
      repeatEvery: a.repeat_every,
      repeatTimes: a.repeat_times,
      repeatFor: a.repeat_for,
    })),
    // the reading as the gauge and the e-mail showed it (calibrated, display unit); older entries in the base unit
    log: log.map((l) => ({
      id: Number(l.id),
      time: l.time,
      action: l.action,
      value: l.shown_value ?? l.value,
      unit: l.value === null ? null : l.shown_value !== null ? l.shown_unit : baseUnitOf(tag),
      detail: l.detail,
      user: user(l.user_id, l.first_name, l.last_name),
      conditionSince: l.condition_since,
    })),
    thresholdHolds,
    offlineAlarm: offline ? { factor: offline.factor, raised: offline.raised_after !== null } : null,
    synced: reported?.reported_value == null ? null : reported.reported_value === desired.version,
    targets,
    canEdit: canSaveAlarms(viewer),
  };
}
