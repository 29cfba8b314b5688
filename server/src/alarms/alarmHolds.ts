import { sql } from 'kysely';
import { calibratedReading, evaluateHeldAlarm, type HeldEvaluation, type HoldStates } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { CommittedReading } from '../ingest/committed';
import type { CachedRule, TagAlarmConfig } from './tagAlarmConfig';

/* The engine's side of "no flapping" (domain/src/alarms/holdAlarm.ts): stepping a batch's readings through a tag's
 * held conditions, and keeping where they stand in alarm_hold_states. */

/** A tag's held conditions as they stand after a batch, to be written with the batch's flag changes. */
export interface HoldStateWrite {
  deviceId: number;
  tag: string;
  states: HoldStates;
}

/**
 * Steps every reading of the batch for one held tag, oldest first (a hold is measured over consecutive readings, so
 * the newest alone is not enough), from the states stored before. Readings older than a condition's start are
 * stepped too: they can only start it earlier or interrupt it, never raise what the newer ones would not.
 */
export function evaluateHeldReadings(
  tag: string,
  cfg: TagAlarmConfig,
  readings: readonly CommittedReading[],
): { ev: HeldEvaluation<CachedRule>; reading: CommittedReading; statesChanged: boolean } {
  const sorted = [...readings].sort((a, b) => a.time.getTime() - b.time.getTime());
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
  return { ev: ev!, reading: sorted[sorted.length - 1]!, statesChanged: !sameStates(cfg.holdStates, states) };
}

function sameStates(a: HoldStates, b: HoldStates): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && a[k]!.since === b[k].since && a[k]!.active === b[k].active);
}

/** Stores the tags' held states in one statement (an empty state deletes the row), in the caller's transaction. */
export async function writeHoldStates(trx: Db, writes: readonly HoldStateWrite[]): Promise<void> {
  if (!writes.length) return;
  const empty = writes.filter((w) => !Object.keys(w.states).length);
  const full = writes.filter((w) => Object.keys(w.states).length);
  if (empty.length) {
    await sql`
      DELETE FROM alarm_hold_states s
      USING unnest(${empty.map((w) => w.deviceId)}::bigint[], ${empty.map((w) => w.tag)}::text[]) AS k(device_id, tag)
      WHERE s.device_id = k.device_id AND s.tag = k.tag`.execute(trx);
  }
  if (full.length) {
    // a tag deleted meanwhile has no row to refer to: its state goes with it
    await sql`
      INSERT INTO alarm_hold_states (device_id, tag, conditions)
      SELECT k.device_id, k.tag, k.conditions
      FROM unnest(${full.map((w) => w.deviceId)}::bigint[], ${full.map((w) => w.tag)}::text[], ${full.map((w) => JSON.stringify(w.states))}::jsonb[])
           AS k(device_id, tag, conditions)
      WHERE EXISTS (SELECT 1 FROM tags t WHERE t.device_id = k.device_id AND t.tag = k.tag)
      ON CONFLICT (device_id, tag) DO UPDATE SET conditions = excluded.conditions`.execute(trx);
  }
}
