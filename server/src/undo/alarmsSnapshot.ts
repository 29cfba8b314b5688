import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { TagThresholdHoldsTable } from '../db/schemaAlarmHolds';
import type { AlarmActionsTable, AlarmRulesTable } from '../db/schemaOps';

type Rule = Omit<Selectable<AlarmRulesTable>, 'id' | 'device_id' | 'tag' | 'sent' | 'created_at'>;
type Action = Omit<Selectable<AlarmActionsTable>, 'id' | 'device_id' | 'tag'>;
type Hold = Omit<Selectable<TagThresholdHoldsTable>, 'device_id' | 'tag'>;
const THRESHOLDS = ['critical_high', 'critical_low', 'high_warning', 'low_warning'] as const;

/** A tag's alarms as Remove All Alarms found them: what its undo puts back. */
export interface AlarmsSnapshot {
  /** False for a demo user's removal, which takes only their own notifications (saveAlarms). */
  shared: boolean;
  rules: Rule[];
  actions: Action[];
  thresholds: Partial<Record<(typeof THRESHOLDS)[number], number | null>>;
  bounds: { low: number | null; high: number | null } | null;
  holds: Hold[];
  offlineFactor: number | null;
}

/**
 * Reads, before Remove All Alarms deletes them, the tag's rules, notifications, thresholds and their holds, rule
 * bounds and offline alarm (only the user's own notifications when `onlyUserId` is set: a demo user's removal).
 * Runs in the removal's transaction, after the tag's row lock, so nothing changes between the read and the delete.
 */
export async function snapshotAlarms(trx: Db, deviceId: number, tag: string, onlyUserId: number | null): Promise<AlarmsSnapshot> {
  let actions = trx
    .selectFrom('alarm_actions')
    .select(['user_id', 'group_id', 'action', 'delay', 'repeat_every', 'repeat_times', 'repeat_for'])
    .where('device_id', '=', deviceId)
    .where('tag', '=', tag)
    .orderBy('id');
  if (onlyUserId !== null) actions = actions.where('user_id', '=', onlyUserId);
  const snapshot: AlarmsSnapshot = {
    shared: onlyUserId === null,
    rules: [],
    actions: await actions.execute(),
    thresholds: {},
    bounds: null,
    holds: [],
    offlineFactor: null,
  };
  if (onlyUserId !== null) return snapshot;
  snapshot.rules = await trx
    .selectFrom('alarm_rules')
    .select(['name', 'symbol', 'value', 'desc', 'hold_minutes', 'dead_band'])
    .where('device_id', '=', deviceId)
    .where('tag', '=', tag)
    .orderBy('id')
    .execute();
  const t = await trx.selectFrom('tags').select(THRESHOLDS).where('device_id', '=', deviceId).where('tag', '=', tag).executeTakeFirst();
  snapshot.thresholds = t ?? {};
  snapshot.bounds =
    (await trx
      .selectFrom('tag_rule_bounds')
      .select(['low', 'high'])
      .where('device_id', '=', deviceId)
      .where('tag', '=', tag)
      .executeTakeFirst()) ?? null;
  snapshot.holds = await trx
    .selectFrom('tag_threshold_holds')
    .select(['threshold', 'hold_minutes', 'dead_band'])
    .where('device_id', '=', deviceId)
    .where('tag', '=', tag)
    .execute();
  const offline = await trx
    .selectFrom('offline_alarms')
    .select('factor')
    .where('device_id', '=', deviceId)
    .where('tag', '=', tag)
    .executeTakeFirst();
  snapshot.offlineFactor = offline?.factor ?? null;
  return snapshot;
}

/** Counts for the removal's texts: how many rules and notifications it took. */
export const snapshotCounts = (s: AlarmsSnapshot) => ({ rules: s.rules.length, notifications: s.actions.length });

/**
 * Puts a snapshot back: the rules and notifications as new rows (new ids, `sent` counts from zero: the removal ended
 * their episodes), the thresholds, bounds, holds and the offline alarm as they were. What was added since the removal
 * stays; the alarm engine learns of the change from the tables' triggers, as after a save.
 */
export async function restoreAlarms(trx: Db, deviceId: number, tag: string, s: AlarmsSnapshot): Promise<void> {
  if (s.actions.length)
    await trx
      .insertInto('alarm_actions')
      .values(s.actions.map((a) => ({ ...a, device_id: deviceId, tag })))
      .execute();
  if (!s.shared) return;
  if (s.rules.length)
    await trx
      .insertInto('alarm_rules')
      .values(s.rules.map((r) => ({ ...r, device_id: deviceId, tag })))
      .execute();
  if (Object.keys(s.thresholds).length) {
    await trx.updateTable('tags').set(s.thresholds).where('device_id', '=', deviceId).where('tag', '=', tag).execute();
  }
  if (s.bounds) {
    await trx
      .insertInto('tag_rule_bounds')
      .values({ device_id: deviceId, tag, ...s.bounds })
      .onConflict((oc) => oc.columns(['device_id', 'tag']).doUpdateSet(s.bounds!))
      .execute();
  }
  if (s.holds.length) {
    await trx
      .insertInto('tag_threshold_holds')
      .values(s.holds.map((h) => ({ ...h, device_id: deviceId, tag })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (s.offlineFactor !== null) {
    const factor = s.offlineFactor;
    await trx
      .insertInto('offline_alarms')
      .values({ device_id: deviceId, tag, factor })
      .onConflict((oc) => oc.columns(['device_id', 'tag']).doUpdateSet({ factor }))
      .execute();
  }
}
