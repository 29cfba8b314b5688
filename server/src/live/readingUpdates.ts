import type { CommittedBatch } from '../ingest/committed';
import type { LiveUpdate } from './liveBus';

/** The newest reading per device and tag of a committed batch: what a gauge needs, not every point. */
export function readingUpdates(batch: CommittedBatch): LiveUpdate[] {
  const newest = new Map<string, LiveUpdate>();
  for (const r of batch.readings) {
    const key = `${r.deviceId}:${r.tag}`;
    const time = r.time.getTime() / 1000;
    const seen = newest.get(key);
    if (!seen || time >= seen.time) newest.set(key, { deviceId: r.deviceId, tag: r.tag, time, value: r.value, alarmFlag: null });
  }
  return [...newest.values()];
}
