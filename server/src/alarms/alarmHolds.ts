import { sql } from 'kysely';
import { calibratedReading, evaluateHeldAlarm, type HeldEvaluation, type HoldStates } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { CommittedReading } from '../ingest/committed';
import type { CachedRule, TagAlarmConfig } from './tagAlarmConfig';

/* The engine's side of "no flapping" (domain/src/alarms/holdAlarm.ts): stepping a batch's readings through a tag's
 * held conditions, and keeping where they stand in alarm_hold_states. */

/** A tag's held conditions as they stand after a batch, and the newest reading stepped. */
export interface HoldStateWrite {
  deviceId: number;
  tag: string;
  states: HoldStates;
  steppedAt: number;
}

/**
 * Steps the batch's readings of one held tag, oldest first (a hold is measured over consecutive readings, so the
 * newest alone is not enough), from the states kept before. A reading no newer than the last one stepped (a late
 * one) is left out: stepping it after newer ones would start a count over readings that were inside. Null when the
 * batch has nothing newer.
 */
export function evaluateHeldReadings(
  tag: string,
  cfg: TagAlarmConfig,
  readings: readonly CommittedReading[],
): { ev: HeldEvaluation<CachedRule>; reading: CommittedReading; statesChanged: boolean; steppedAt: number } | null {
  const after = cfg.holdSteppedAt ?? -Infinity;
  const sorted = readings.filter((r) => r.time.getTime() > after).sort((a, b) => a.time.getTime() - b.time.getTime());
  if (!sorted.length) return null;
  let states = cfg.holdStates;
  let ev: HeldEvaluation<CachedRule> | null = null;
  for (const r of sorted) {
    ev = evaluateHeldAlarm(
      {
        tag,
        value: calibratedReading(tag, r.value, cfg.calibration),
        displayUnit: cfg.displayUnit,
        thresholds: cfg.thresholds,
        rules: cfg.rules,
        conversion: cfg.conversion,
        limits: cfg.limits,
      },
      cfg.thresholdHolds,
      states,
      r.time.getTime(),
    );
    states = ev.states;
  }
  const reading = sorted[sorted.length - 1]!;
  return { ev: ev!, reading, statesChanged: !sameStates(cfg.holdStates, states), steppedAt: reading.time.getTime() };
}

function sameStates(a: HoldStates, b: HoldStates): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && a[k]!.since === b[k].since && a[k]!.active === b[k].active);
}

/**
 * Stores the tags' held states in one statement, in the caller's transaction. Written when a state moved, not for
 * every batch: the newest reading stepped is kept in memory between, so only a restart can step a late reading again.
 */
export async function writeHoldStates(trx: Db, writes: readonly HoldStateWrite[]): Promise<void> {
  if (!writes.length) return;
  // a tag deleted meanwhile has no row to refer to: its state goes with it
  await sql`
    INSERT INTO alarm_hold_states (device_id, tag, conditions, stepped_at)
    SELECT k.device_id, k.tag, k.conditions, k.stepped_at
    FROM unnest(${writes.map((w) => w.deviceId)}::bigint[], ${writes.map((w) => w.tag)}::text[],
                ${writes.map((w) => JSON.stringify(w.states))}::jsonb[], ${writes.map((w) => new Date(w.steppedAt))}::timestamptz[])
         AS k(device_id, tag, conditions, stepped_at)
    WHERE EXISTS (SELECT 1 FROM tags t WHERE t.device_id = k.device_id AND t.tag = k.tag)
    ON CONFLICT (device_id, tag) DO UPDATE SET conditions = excluded.conditions, stepped_at = excluded.stepped_at`.execute(trx);
}
