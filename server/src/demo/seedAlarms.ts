import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { AlarmFlag, TagsTable } from '../db/schemaTags';
import type { AlarmActionsTable, AlarmLogTable, AlarmRulesTable } from '../db/schemaOps';
import { HOUR_MS, type DemoPlan } from './demoPlan';
import type { Groups } from './seedGroups';
import type { People, UserKey } from './seedPeople';

/**
 * Alarm thresholds, named rules, notification actions, flags and their history. Thresholds of the tags that are
 * in alarm are placed just past the tag's latest value, whatever `now` is, so the flag always agrees with the
 * value on screen; thresholds of the quiet tags sit outside their series' range, so they stay 'norm'.
 */
type Legacy = 'critical_high' | 'critical_low' | 'high_warning' | 'low_warning';

interface Alarmed {
  device: number;
  tag: string;
  flag: AlarmFlag;
  /** Legacy threshold column, or a named rule (symbol 1: above, -1: below). */
  legacy?: Legacy;
  rule?: { name: string; symbol: 1 | -1; desc: string };
  /** Where the threshold goes relative to the latest value. */
  threshold: (value: number) => number;
  ackBy?: UserKey;
  /** A slowly draining battery has had no earlier episode to show. */
  noEarlierEpisode?: boolean;
}

const floorTo = (v: number, step: number) => Math.floor(v / step) * step;
const ceilTo = (v: number, step: number) => Math.ceil(v / step) * step;

const ALARMED: Alarmed[] = [
  { device: 20114, tag: 'psr', flag: 'critical_low', legacy: 'critical_low', threshold: (v) => ceilTo(v + Math.max(1, v * 0.02), 1) },
  { device: 20309, tag: 'temp', flag: 'high_warning', legacy: 'high_warning', threshold: (v) => floorTo(v - 2, 5), ackBy: 'mary' },
  { device: 31003, tag: '_v', flag: 'low_warning', legacy: 'low_warning', threshold: () => 4.7, noEarlierEpisode: true },
  {
    device: 20302,
    tag: 'puls',
    flag: 'low',
    rule: { name: 'Low injection rate', symbol: -1, desc: 'SWD line may be plugged' },
    threshold: (v) => ceilTo(v * 1.1, 10),
  },
  {
    device: 20116,
    tag: 'vib',
    flag: 'high',
    rule: { name: 'High vibration', symbol: 1, desc: 'Check motor mounts and belts' },
    threshold: (v) => Math.max(0.01, floorTo(v * 0.8, 0.005)),
  },
];

/** The fullest of these oil tanks gets the critical-high alarm, so its threshold is always a plausible level. */
const HIGH_TANK_CANDIDATES = [20111, 20102, 20104, 20304, 88101];

/** Quiet tags with legacy thresholds outside their range: [device, tag, criticalHigh, highWarning, lowWarning, criticalLow]. */
const QUIET_LEGACY: [number, string, number, number, number, number][] = [
  [20101, 'spsr', 17, 16, 0.8, 0.5],
  [20103, 'spsr', 14, 13, 0.8, 0.5],
  [24503, 'spsr', 14, 13, 0.8, 0.5],
  [20119, '_v', 4.4, 4.3, 3.3, 3.2],
  [20107, 'rot', 14, 13, 0, 0],
];

/** Quiet named rules: [device, tag, name, symbol, value in the tag's display unit, desc]. */
const QUIET_RULES: [number, string, string, 1 | -1, number, string | null][] = [
  [20101, 'spsr', 'Call hauler', 1, 17, 'Call Permian Hauling, 432-555-0190'],
  [20103, 'spsr', 'Water tank full', 1, 170, null],
  [20106, 'rot', 'Overspeed', 1, 14, 'Check the VFD setting'],
  [20117, 'flw', 'Low gas flow', -1, 5, null],
  [24503, 'spsr', 'Haul water', 1, 13.5, null],
  [88101, 'spsr', 'High oil', 1, 17.5, 'EF battery: call dispatch'],
  [20105, 'psr', 'Separator overpressure', 1, 400, null],
];

type ActionSpec = [number, string, { user?: UserKey; group?: keyof Groups }, 'sms' | 'email', number];

/** Who hears about which tag, and after how long. */
const ACTIONS: ActionSpec[] = [
  [20111, 'spsr', { user: 'frank' }, 'sms', 0],
  [20111, 'spsr', { user: 'mary' }, 'email', 900],
  [20114, 'psr', { group: 'north' }, 'sms', 0],
  [20309, 'temp', { user: 'carlos' }, 'sms', 300],
  [20309, 'temp', { user: 'mary' }, 'email', 1800],
  [31003, '_v', { group: 'compressors' }, 'email', 3600],
  [20302, 'puls', { user: 'frank' }, 'sms', 0],
  [20116, 'vib', { user: 'frank' }, 'email', 0],
  [20116, 'vib', { user: 'liz' }, 'sms', 7200],
  [20101, 'spsr', { user: 'frank' }, 'sms', 0],
  [20101, 'spsr', { group: 'north' }, 'email', 300],
  [20103, 'spsr', { user: 'liz' }, 'email', 0],
  [20106, 'rot', { user: 'frank' }, 'sms', 1800],
  [20117, 'flw', { user: 'mary' }, 'email', 3600],
  [20105, 'psr', { group: 'north' }, 'sms', 900],
  [88101, 'spsr', { user: 'mary' }, 'sms', 0],
  [24503, 'spsr', { user: 'grace' }, 'sms', 0],
  [24501, 'psr', { user: 'ivan' }, 'email', 300],
  [24505, 'psr', { group: 'beta' }, 'email', 1800],
  [20304, 'spsr', { user: 'carlos' }, 'sms', 0],
];

export async function seedAlarms(db: Db, plan: DemoPlan, people: People, groups: Groups): Promise<void> {
  const latest = await db.selectFrom('tags').select(['device_id', 'tag', 'value', 'time']).where('value', 'is not', null).execute();
  const valueOf = (device: number, tag: string) => latest.find((t) => t.device_id === device && t.tag === tag);
  const tank = HIGH_TANK_CANDIDATES.map((id) => ({
    id,
    value: valueOf(id, 'spsr')?.value ?? valueOf(id, 'dspsr')?.value ?? 0,
    tag: valueOf(id, 'spsr') ? 'spsr' : 'dspsr',
  })).reduce((best, t) => (t.value > best.value ? t : best));
  const alarmed: Alarmed[] = [
    {
      device: tank.id,
      tag: tank.tag,
      flag: 'critical_high',
      legacy: 'critical_high',
      threshold: (v) => Math.max(1, floorTo(v - 0.25, 0.5)),
    },
    ...ALARMED,
  ];

  const rules: Insertable<AlarmRulesTable>[] = [];
  const log: Insertable<AlarmLogTable>[] = [];
  const ago = (ms: number) => new Date(plan.now.getTime() - ms);
  const u = people.users;

  for (const [device, tag, ch, hw, lw, cl] of QUIET_LEGACY) {
    await db
      .updateTable('tags')
      .set({ critical_high: ch, high_warning: hw, low_warning: lw, critical_low: cl })
      .where('device_id', '=', device)
      .where('tag', '=', tag)
      .execute();
    log.push({
      device_id: device,
      tag,
      time: ago(40 * 24 * HOUR_MS),
      user_id: u.mary,
      action: 'edit',
      value: null,
      detail: `criticalHigh ${ch}, highWarning ${hw}, lowWarning ${lw}, criticalLow ${cl}`,
    });
  }
  for (const [device, tag, name, symbol, value, desc] of QUIET_RULES) {
    rules.push({ device_id: device, tag, name, symbol, value, desc, sent: 0, created_at: ago(45 * 24 * HOUR_MS) });
  }

  for (const a of alarmed) {
    const current = valueOf(a.device, a.tag);
    if (!current || current.value === null || !current.time) throw new Error(`demo alarm tag ${a.device}/${a.tag} has no readings`);
    const threshold = Number(a.threshold(current.value).toFixed(3));
    const above = a.rule ? a.rule.symbol === 1 : a.legacy === 'critical_high' || a.legacy === 'high_warning';
    // the flag went up at the first reading of the current run past the threshold
    const since = await sql<{ t: Date; v: number }>`
      SELECT time AS t, value AS v FROM readings
      WHERE device_id = ${a.device} AND tag = ${a.tag} AND time > coalesce((
        SELECT max(time) FROM readings WHERE device_id = ${a.device} AND tag = ${a.tag}
          AND ${above ? sql`value <= ${threshold}` : sql`value >= ${threshold}`}), '-infinity')
      ORDER BY time LIMIT 1`.execute(db);
    const flagAt = since.rows[0]?.t ?? current.time;
    // the reading that raised the flag, which the alarm lists give as the reason's reading
    const raisedBy = since.rows[0]?.v ?? current.value;
    if (a.legacy) {
      const patch: Updateable<TagsTable> = {};
      patch[a.legacy] = threshold;
      await db.updateTable('tags').set(patch).where('device_id', '=', a.device).where('tag', '=', a.tag).execute();
    } else if (a.rule) {
      rules.push({
        device_id: a.device,
        tag: a.tag,
        name: a.rule.name,
        symbol: a.rule.symbol,
        value: threshold,
        desc: a.rule.desc,
        sent: 1,
        created_at: ago(30 * 24 * HOUR_MS),
      });
    }
    await db
      .updateTable('tags')
      .set({
        alarm_flag: a.flag,
        alarm_flag_time: flagAt,
        alarm_acknowledged_at: a.ackBy ? new Date(new Date(flagAt).getTime() + HOUR_MS / 2) : null,
        alarm_acknowledged_by: a.ackBy ? u[a.ackBy] : null,
      })
      .where('device_id', '=', a.device)
      .where('tag', '=', a.tag)
      .execute();

    const t0 = new Date(flagAt).getTime();
    const action = a.legacy ?? a.flag;
    log.push({
      device_id: a.device,
      tag: a.tag,
      time: ago(35 * 24 * HOUR_MS),
      user_id: u.mary,
      action: 'edit',
      value: threshold,
      detail: a.rule?.name ?? `${a.legacy} ${threshold}`,
    });
    // an earlier episode, acknowledged and cleared
    if (!a.noEarlierEpisode) {
      const e0 = 12 * 24 * HOUR_MS;
      log.push({ device_id: a.device, tag: a.tag, time: ago(e0), user_id: null, action, value: threshold, detail: null });
      log.push({
        device_id: a.device,
        tag: a.tag,
        time: ago(e0 - 60_000),
        user_id: u.frank,
        action: 'sms',
        value: null,
        detail: 'sent to Frank Full',
      });
      log.push({
        device_id: a.device,
        tag: a.tag,
        time: ago(e0 - 40 * 60_000),
        user_id: u.frank,
        action: 'ack',
        value: null,
        detail: null,
      });
      log.push({ device_id: a.device, tag: a.tag, time: ago(e0 - 3 * HOUR_MS), user_id: null, action: 'norm', value: null, detail: null });
    }
    // the current one
    log.push({
      device_id: a.device,
      tag: a.tag,
      time: new Date(t0),
      user_id: null,
      action,
      value: raisedBy,
      detail: null,
      reading_time: new Date(t0),
    });
    log.push({
      device_id: a.device,
      tag: a.tag,
      time: new Date(t0 + 60_000),
      user_id: u.mary,
      action: 'email',
      value: null,
      detail: 'sent to Mary Manager',
    });
    if (a.ackBy)
      log.push({
        device_id: a.device,
        tag: a.tag,
        time: new Date(t0 + HOUR_MS / 2),
        user_id: u[a.ackBy],
        action: 'ack',
        value: null,
        detail: null,
      });
  }

  // a bench unit left in test mode by the provider's staff
  await db
    .updateTable('tags')
    .set({ alarm_flag: 'test', alarm_flag_time: ago(26 * HOUR_MS) })
    .where('device_id', '=', 1003)
    .where('tag', '=', 'rot')
    .execute();
  log.push({ device_id: 1003, tag: 'rot', time: ago(26 * HOUR_MS), user_id: u.sue, action: 'test', value: null, detail: 'alarm test' });

  const actions: Insertable<AlarmActionsTable>[] = ACTIONS.map(([device, tag, to, action, delay]) => ({
    device_id: device,
    tag,
    user_id: to.user ? u[to.user] : null,
    group_id: to.group ? groups[to.group] : null,
    action,
    delay,
  }));
  // the fullest tank's actions follow it, whichever tank that is today
  if (!ACTIONS.some(([d]) => d === tank.id))
    actions.push({ device_id: tank.id, tag: tank.tag, user_id: u.frank, group_id: null, action: 'sms', delay: 0 });

  await db.insertInto('alarm_rules').values(rules).execute();
  await db.insertInto('alarm_actions').values(actions).execute();
  log.sort((a, b) => new Date(a.time!).getTime() - new Date(b.time!).getTime() || a.device_id - b.device_id);
  await db.insertInto('alarm_log').values(log).execute();
}
