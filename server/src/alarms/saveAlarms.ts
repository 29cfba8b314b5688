import { actionInputProblem, reminderInputProblem, ruleInputProblem, type NotificationAction, type RuleSymbol } from '@fieldwatch/domain';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { alarmTargets, assertCanSaveAlarms, visibleTag } from '../auth/policy/tagAlarmAccess';
import { assertDemoKeepsSharedAlarms } from '../auth/policy/demoAlarmEdit';
import { audit } from '../auth/audit';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { checkOfflineAlarm, writeOfflineAlarm, type OfflineAlarmInput } from './saveOfflineAlarm';
import { checkHolds, ruleHold, writeThresholdHolds, type ThresholdHoldInput } from './saveAlarmHolds';
import { snapshotAlarms, snapshotCounts } from '../undo/alarmsSnapshot';
import { recordRemoval } from '../undo/recordRemoval';
import type { Clock } from '../util/clock';

interface RuleInput {
  name: string;
  symbol: number;
  value: number;
  desc?: string | null;
  holdMinutes?: number | null;
  deadBand?: number | null;
}

interface ActionInput {
  userID?: number | null;
  groupID?: number | null;
  action: string;
  delay: number;
  /** Reminders (alarmReminders.ts): absent or null for none. */
  repeatEvery?: number | null;
  repeatTimes?: number | null;
  repeatFor?: number | null;
}

export interface SaveAlarmsInput {
  deviceID: number;
  tag: string;
  /** undefined leaves a threshold as it is; null clears it. */
  low?: number | null;
  high?: number | null;
  lowWarning?: number | null;
  highWarning?: number | null;
  criticalLow?: number | null;
  criticalHigh?: number | null;
  actions?: ActionInput[] | null;
  rules?: RuleInput[] | null;
  removeOrUpdate?: string | null;
  /** No flapping: the legacy thresholds' holds; undefined leaves them as they are (saveAlarmHolds.ts). */
  thresholdHolds?: ThresholdHoldInput[] | null;
  /** The offline alarm of this tag (saveOfflineAlarm.ts); undefined leaves it as it is. */
  offlineAlarm?: OfflineAlarmInput | null;
}

const refuse = (why: string) => new AppError('ALARM_INPUT_INVALID', { cause: new Error(`updateAlarms: ${why}`) });

/**
 * Saves a tag's alarms (spec 2 §4.4, §7 updateAlarms): 'update' replaces the rules and notifications with the ones
 * sent and sets the thresholds; 'remove' deletes them all. Everything is checked before anything is written, so a
 * refused call changes nothing. Demo users only replace their own notifications (the only ones they see) and may
 * notify only themselves; the shared rules and thresholds stay as stored ('remove' takes only their own
 * notifications, an 'update' that would change them is refused). The alarm engine learns of the change from the tables' triggers (migration 007).
 */
export async function saveAlarms(db: Db, clock: Clock, actor: AuthorizedActor, input: SaveAlarmsInput): Promise<void> {
  const viewer = actor.viewer;
  const mode = input.removeOrUpdate ?? 'update';
  if (mode !== 'update' && mode !== 'remove') throw refuse(`removeOrUpdate must be 'remove' or 'update', not '${mode}'`);
  const rules = mode === 'remove' ? [] : (input.rules ?? []);
  const actions = mode === 'remove' ? [] : (input.actions ?? []);
  for (const r of rules) {
    const problem = ruleInputProblem(r);
    if (problem) throw refuse(problem);
  }
  for (const a of actions) {
    const problem = actionInputProblem(a) ?? reminderInputProblem(a);
    if (problem) throw refuse(problem);
  }
  const thresholds = [input.low, input.high, input.lowWarning, input.highWarning, input.criticalLow, input.criticalHigh];
  if (thresholds.some((v) => v !== null && v !== undefined && !Number.isFinite(v))) throw refuse('threshold is not a number');
  checkHolds(rules, input.thresholdHolds);
  checkOfflineAlarm(input.offlineAlarm);

  await db.transaction().execute(async (trx) => {
    const v = await visibleTag(trx, viewer, input.deviceID, input.tag, { forUpdate: true });
    assertCanSaveAlarms(viewer);
    const deviceId = v.device.id;
    const tag = v.tag.tag;
    // a demo user's save never writes the shared rules, thresholds or bounds
    const shared = !viewer.isDemo;
    // what Remove All Alarms takes, kept for its Undo (undo/undoRemoval.ts)
    const removed = mode === 'remove' ? await snapshotAlarms(trx, deviceId, tag, shared ? null : viewer.id) : null;

    const existing = await trx
      .selectFrom('alarm_rules')
      .select(['id', 'name', 'symbol', 'value', 'desc', 'hold_minutes', 'dead_band'])
      .where('device_id', '=', deviceId)
      .where('tag', '=', tag)
      .execute();
    if (viewer.isDemo && mode === 'update') {
      const bounds = await trx
        .selectFrom('tag_rule_bounds')
        .select(['low', 'high'])
        .where('device_id', '=', deviceId)
        .where('tag', '=', tag)
        .executeTakeFirst();
      assertDemoKeepsSharedAlarms(
        viewer,
        {
          rules: existing,
          thresholds: {
            criticalHigh: v.tag.critical_high,
            criticalLow: v.tag.critical_low,
            highWarning: v.tag.high_warning,
            lowWarning: v.tag.low_warning,
            low: bounds?.low ?? null,
            high: bounds?.high ?? null,
          },
        },
        {
          rules,
          thresholds: {
            criticalHigh: input.criticalHigh,
            criticalLow: input.criticalLow,
            highWarning: input.highWarning,
            lowWarning: input.lowWarning,
            low: input.low,
            high: input.high,
          },
        },
      );
    }

    if (actions.length) {
      const targets = await alarmTargets(trx, viewer, deviceId, tag);
      const users = new Set(targets.users.map((u) => u.id));
      const groups = new Set(targets.groups.map((g) => g.id));
      for (const a of actions) {
        const ok = a.groupID != null ? groups.has(a.groupID) : users.has(a.userID!);
        if (!ok) {
          throw new AppError('ALARM_TARGET_REFUSED', {
            cause: new Error(
              `updateAlarms: target ${a.groupID != null ? `group ${a.groupID}` : `user ${a.userID}`} is not selectable for device ${deviceId}`,
            ),
          });
        }
      }
    }

    // rules: keep the ones sent unchanged (their `sent` count belongs to the current episode), replace the rest
    const keep = new Set<number>(shared ? [] : existing.map((e) => e.id));
    const toInsert: RuleInput[] = [];
    for (const r of shared ? rules : []) {
      const desc = r.desc?.trim() || null;
      const hold = ruleHold(r, existing);
      const same = existing.find(
        (e) =>
          !keep.has(e.id) &&
          e.name === r.name.trim() &&
          e.symbol === r.symbol &&
          e.value === r.value &&
          e.desc === desc &&
          e.hold_minutes === hold.holdMinutes &&
          e.dead_band === hold.deadBand,
      );
      if (same) keep.add(same.id);
      else toInsert.push({ ...r, ...hold, name: r.name.trim(), desc });
    }
    const drop = existing.filter((e) => !keep.has(e.id)).map((e) => e.id);
    if (drop.length) await trx.deleteFrom('alarm_rules').where('id', 'in', drop).execute();
    if (toInsert.length) {
      await trx
        .insertInto('alarm_rules')
        .values(
          toInsert.map((r) => ({
            device_id: deviceId,
            tag,
            name: r.name,
            symbol: r.symbol as RuleSymbol,
            value: r.value,
            desc: r.desc ?? null,
            hold_minutes: r.holdMinutes ?? null,
            dead_band: r.deadBand ?? null,
          })),
        )
        .execute();
    }

    let del = trx.deleteFrom('alarm_actions').where('device_id', '=', deviceId).where('tag', '=', tag);
    if (viewer.isDemo) del = del.where('user_id', '=', viewer.id);
    await del.execute();
    if (actions.length) {
      await trx
        .insertInto('alarm_actions')
        .values(
          actions.map((a) => ({
            device_id: deviceId,
            tag,
            user_id: a.groupID != null ? null : a.userID!,
            group_id: a.groupID ?? null,
            action: a.action as NotificationAction,
            delay: a.delay,
            repeat_every: a.repeatEvery ?? null,
            repeat_times: a.repeatEvery == null ? null : (a.repeatTimes ?? null),
            repeat_for: a.repeatEvery == null ? null : (a.repeatFor ?? null),
          })),
        )
        .execute();
    }

    const set: Record<string, number | null> = {};
    const pick = (col: string, val: number | null | undefined) => {
      if (mode === 'remove') set[col] = null;
      else if (val !== undefined) set[col] = val;
    };
    pick('critical_high', input.criticalHigh);
    pick('critical_low', input.criticalLow);
    pick('high_warning', input.highWarning);
    pick('low_warning', input.lowWarning);
    if (shared && Object.keys(set).length) {
      await trx.updateTable('tags').set(set).where('device_id', '=', deviceId).where('tag', '=', tag).execute();
    }
    if (shared) await writeThresholdHolds(trx, deviceId, tag, input.thresholdHolds, mode);
    if (shared) await writeOfflineAlarm(trx, deviceId, tag, input.offlineAlarm, mode);
    if (shared && mode === 'remove') {
      await trx.deleteFrom('tag_rule_bounds').where('device_id', '=', deviceId).where('tag', '=', tag).execute();
    } else if (shared && (input.low !== undefined || input.high !== undefined)) {
      const row = { low: input.low ?? null, high: input.high ?? null };
      const prev = await trx
        .selectFrom('tag_rule_bounds')
        .select(['low', 'high'])
        .where('device_id', '=', deviceId)
        .where('tag', '=', tag)
        .executeTakeFirst();
      const next = {
        low: input.low === undefined ? (prev?.low ?? null) : row.low,
        high: input.high === undefined ? (prev?.high ?? null) : row.high,
      };
      await trx
        .insertInto('tag_rule_bounds')
        .values({ device_id: deviceId, tag, ...next })
        .onConflict((oc) => oc.columns(['device_id', 'tag']).doUpdateSet(next))
        .execute();
    }

    await trx
      .insertInto('alarm_log')
      .values({
        device_id: deviceId,
        tag,
        user_id: viewer.id,
        action: mode === 'remove' ? 'del' : 'edit',
        value: null,
        detail:
          mode === 'remove'
            ? shared
              ? 'alarms removed'
              : 'own notifications removed'
            : `${rules.length} rules, ${actions.length} notifications`,
      })
      .execute();
    await audit(
      trx,
      actor,
      mode === 'remove' ? 'alarm.remove' : 'alarm.update',
      { type: 'tag', id: `${deviceId}:${tag}` },
      {
        rules,
        actions,
        thresholds: {
          criticalHigh: input.criticalHigh,
          criticalLow: input.criticalLow,
          highWarning: input.highWarning,
          lowWarning: input.lowWarning,
          low: input.low,
          high: input.high,
        },
        thresholdHolds: input.thresholdHolds,
        offlineAlarm: input.offlineAlarm,
        ...(removed && { removed: snapshotCounts(removed) }),
      },
    );
    if (removed) await recordRemoval(trx, clock, actor, { action: 'alarm.remove', deviceId, tag, payload: removed });
  });
}
