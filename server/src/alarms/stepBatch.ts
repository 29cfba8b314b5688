import type { CommittedReading } from '../ingest/committed';
import type { HoldStateWrite } from './alarmHolds';
import { stepTagReadings, type TagSteps } from './stepTagReadings';
import type { TagAlarmConfig } from './tagAlarmConfig';

/** A batch's readings of one tag, with the tag's configuration (undefined: the database has none to give). */
export interface TagBatch {
  deviceId: number;
  tag: string;
  cfg: TagAlarmConfig | undefined;
  readings: CommittedReading[];
}

export const tagKey = (deviceId: number, tag: string) => `${deviceId}\u0000${tag}`;

/**
 * Steps every tag of a batch: the tags whose flag changed (to write), the held states that moved without a change
 * (to store), and the tags that judged readings without a change (to remember where they stand).
 */
export function stepBatch(entries: readonly TagBatch[]): {
  changed: TagSteps[];
  holdWrites: HoldStateWrite[];
  quiet: TagSteps[];
  evaluated: number;
} {
  const changed: TagSteps[] = [];
  const holdWrites: HoldStateWrite[] = [];
  const quiet: TagSteps[] = [];
  let evaluated = 0;
  for (const { deviceId, tag, cfg, readings } of entries) {
    if (!cfg || cfg.inert) continue;
    evaluated++;
    const steps = stepTagReadings(deviceId, tag, cfg, readings);
    if (!steps) continue;
    if (steps.changes.length) changed.push(steps);
    else {
      quiet.push(steps);
      if (steps.statesChanged) holdWrites.push({ deviceId, tag, states: steps.end.holdStates, steppedAt: steps.end.steppedAt! });
    }
  }
  return { changed, holdWrites, quiet, evaluated };
}
