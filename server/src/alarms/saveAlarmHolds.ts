import { holdInputProblem, type ConditionHold, type ThresholdKey } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/* updateAlarms' additions for "no flapping": the holds of the legacy thresholds and of the named rules. */

export interface ThresholdHoldInput {
  threshold: ThresholdKey;
  holdMinutes?: number | null;
  deadBand?: number | null;
}

export interface RuleHoldInput {
  name: string;
  holdMinutes?: number | null;
  deadBand?: number | null;
}

const refuse = (why: string) => new AppError('ALARM_INPUT_INVALID', { cause: new Error(`updateAlarms: ${why}`) });

/** Refuses any hold that is not a whole number of minutes within a day or a band below 0; before anything is written. */
export function checkHolds(rules: readonly RuleHoldInput[], thresholdHolds: readonly ThresholdHoldInput[] | null | undefined): void {
  for (const h of [...rules, ...(thresholdHolds ?? [])]) {
    const problem = holdInputProblem(h);
    if (problem) throw refuse(problem);
  }
  const seen = new Set<string>();
  for (const h of thresholdHolds ?? []) {
    if (seen.has(h.threshold)) throw refuse(`${h.threshold} is held twice`);
    seen.add(h.threshold);
  }
}

/**
 * A rule's hold as it is to be saved: what was sent, or, when the call does not mention it (a client that knows only
 * the spec's fields), what the saved rule of the same name had, so such a save does not quietly drop it.
 */
export function ruleHold(
  r: RuleHoldInput,
  existing: readonly { name: string; hold_minutes: number | null; dead_band: number | null }[],
): ConditionHold {
  const before = existing.find((e) => e.name === r.name.trim());
  return {
    holdMinutes: r.holdMinutes !== undefined ? r.holdMinutes || null : (before?.hold_minutes ?? null),
    deadBand: r.deadBand !== undefined ? r.deadBand || null : (before?.dead_band ?? null),
  };
}

/**
 * Replaces the tag's threshold holds with the ones sent ('remove' deletes them; not sent leaves them). A hold of
 * 0 minutes and no band is no hold, and is not stored.
 */
export async function writeThresholdHolds(
  trx: Db,
  deviceId: number,
  tag: string,
  holds: readonly ThresholdHoldInput[] | null | undefined,
  mode: 'update' | 'remove',
): Promise<void> {
  if (mode === 'update' && holds == null) return;
  await trx.deleteFrom('tag_threshold_holds').where('device_id', '=', deviceId).where('tag', '=', tag).execute();
  const rows = (mode === 'remove' ? [] : (holds ?? []))
    .map((h) => ({ device_id: deviceId, tag, threshold: h.threshold, hold_minutes: h.holdMinutes || null, dead_band: h.deadBand || null }))
    .filter((h) => h.hold_minutes !== null || h.dead_band !== null);
  if (rows.length) await trx.insertInto('tag_threshold_holds').values(rows).execute();
}
