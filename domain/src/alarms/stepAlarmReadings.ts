import type { AlarmFlag } from './alarmConstants';
import type { AlarmInput } from './evaluateAlarm';
import { evaluateHeldAlarm, type ConditionHold, type HeldRuleLike, type HoldStates, type ThresholdKey } from './holdAlarm';

/*
 * Every reading counts. A device that buffers its readings and sends them in one message, or a server that commits
 * several messages in one transaction, must raise, hold and clear exactly the alarms the same readings would have
 * raised one by one: a spike between two normal readings is an alarm, whatever message carried it. So the readings
 * of a tag are stepped one at a time, oldest first, each from the state the one before left; the result is the list
 * of flag changes with the reading that made each, and the state to start the next batch from.
 */

/** Where a tag's alarm stands between readings: its flag, its held conditions, the newest reading stepped. */
export interface AlarmStepState {
  flag: AlarmFlag;
  holdStates: HoldStates;
  /** Epoch ms of the newest reading stepped; null before the first. A reading no newer is not stepped again. */
  steppedAt: number | null;
}

/** What a tag's alarm is judged against: evaluateAlarm's input without the reading, and the thresholds' holds. */
export interface AlarmStepConfig<R extends HeldRuleLike> {
  input: Omit<AlarmInput<R>, 'value'>;
  thresholdHolds: Partial<Record<ThresholdKey, ConditionHold>>;
}

/** One reading to step: its time, and its value in the tag's base unit (calibrated as shown). */
export interface SteppedReading<T> {
  timeMs: number;
  value: number;
  /** The caller's own record of the reading, handed back with the change it made. */
  source: T;
}

/** A change of flag, made by one reading. */
export interface AlarmFlagStep<R, T> {
  source: T;
  timeMs: number;
  flag: AlarmFlag;
  firedRules: R[];
  displayValue: number | null;
  /** When the held condition that raised the flag began (epoch ms); null when not held. */
  since: number | null;
}

export interface AlarmStepResult<R, T> {
  changes: AlarmFlagStep<R, T>[];
  end: AlarmStepState;
  /** How many readings were stepped (the ones newer than the start's `steppedAt`). */
  stepped: number;
}

/**
 * Steps the readings newer than `start.steppedAt`, in time order (the order they are given in does not matter), and
 * returns each flag change. Two readings of one time are one reading (ingest stores the first); the later-given one
 * is skipped here too. Stepping in one call or in any number of calls, each starting from the last one's `end`,
 * gives the same changes, as long as each call's readings are newer than the previous call's.
 */
export function stepAlarmReadings<R extends HeldRuleLike, T>(
  config: AlarmStepConfig<R>,
  start: AlarmStepState,
  readings: readonly SteppedReading<T>[],
): AlarmStepResult<R, T> {
  const after = start.steppedAt ?? -Infinity;
  const sorted = readings.filter((r) => r.timeMs > after).sort((a, b) => a.timeMs - b.timeMs);
  const changes: AlarmFlagStep<R, T>[] = [];
  let { flag, holdStates } = start;
  let steppedAt = start.steppedAt;
  let stepped = 0;
  for (const r of sorted) {
    if (steppedAt !== null && r.timeMs <= steppedAt) continue;
    const ev = evaluateHeldAlarm({ ...config.input, value: r.value }, config.thresholdHolds, holdStates, r.timeMs);
    holdStates = ev.states;
    steppedAt = r.timeMs;
    stepped++;
    if (ev.flag === flag) continue;
    flag = ev.flag;
    changes.push({ source: r.source, timeMs: r.timeMs, flag, firedRules: ev.firedRules, displayValue: ev.displayValue, since: ev.since });
  }
  return { changes, end: { flag, holdStates, steppedAt }, stepped };
}
