import { calibratedReading, stepAlarmReadings, type AlarmFlag, type AlarmStepState } from '@fieldwatch/domain';
import type { CommittedReading } from '../ingest/committed';
import type { CachedRule, TagAlarmConfig } from './tagAlarmConfig';

/* The engine's side of "every reading counts" (domain/src/alarms/stepAlarmReadings.ts): a batch's readings of one
 * tag, calibrated as shown, stepped from where the tag's alarm stood. */

/** A change of flag made by one reading of the batch. */
export interface FlagChange {
  reading: CommittedReading;
  flag: AlarmFlag;
  fired: CachedRule[];
  displayValue: number | null;
  /** When a held condition that raises this flag began (holdAlarm.ts); null otherwise. */
  since: Date | null;
}

/** What a batch did to one tag's alarm. */
export interface TagSteps {
  deviceId: number;
  tag: string;
  cfg: TagAlarmConfig;
  /** The flag changes, oldest first; empty when the flag stayed as it was. */
  changes: FlagChange[];
  /** Where the tag's alarm stands after the batch. */
  end: AlarmStepState;
  /** Whether the held conditions' states moved (they are stored even when the flag did not change). */
  statesChanged: boolean;
}

/** Steps the readings of one tag newer than the newest it judged; null when there is none. */
export function stepTagReadings(
  deviceId: number,
  tag: string,
  cfg: TagAlarmConfig,
  readings: readonly CommittedReading[],
): TagSteps | null {
  const r = stepAlarmReadings(
    {
      input: {
        tag,
        displayUnit: cfg.displayUnit,
        thresholds: cfg.thresholds,
        rules: cfg.rules,
        conversion: cfg.conversion,
        limits: cfg.limits,
      },
      thresholdHolds: cfg.thresholdHolds,
    },
    { flag: cfg.flag, holdStates: cfg.holdStates, steppedAt: cfg.steppedAt },
    readings.map((reading) => ({
      timeMs: reading.time.getTime(),
      value: calibratedReading(tag, reading.value, cfg.calibration),
      source: reading,
    })),
  );
  if (!r.stepped) return null;
  return {
    deviceId,
    tag,
    cfg,
    changes: r.changes.map((c) => ({
      reading: c.source,
      flag: c.flag,
      fired: c.firedRules,
      displayValue: c.displayValue,
      since: c.since === null ? null : new Date(c.since),
    })),
    end: r.end,
    statesChanged: cfg.held && !sameStates(cfg.holdStates, r.end.holdStates),
  };
}

function sameStates(a: TagAlarmConfig['holdStates'], b: TagAlarmConfig['holdStates']): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => b[k] !== undefined && a[k]!.since === b[k].since && a[k]!.active === b[k].active);
}
