import type { Db } from '../db/connection';
import { readSeries, type SeriesRange, type SeriesResult } from './readSeries';

/** The code of the additional sensor that tank, radar and sonar tags carry inside their own readings. */
export const SENSOR_TEMP_CODE = 'temp';

/**
 * The sensor temperature a tag's readings carry (readings.temp, °F, the base unit of 'temp') as a series of its own:
 * bucket means where the range is bucketed (the rollups keep no temperatures, so this reads raw rows), readings
 * without a temperature left out.
 */
export async function sensorTempSeries(
  db: Db,
  deviceId: number,
  tag: string,
  range: Omit<SeriesRange, 'needsTemps'>,
): Promise<SeriesResult> {
  const s = await readSeries(db, deviceId, tag, { ...range, needsTemps: true });
  const out: SeriesResult = { times: [], values: [], min: [], max: [], temps: [], resolution: s.resolution, start: s.start, end: s.end };
  for (let i = 0; i < s.times.length; i++) {
    const t = s.temps[i];
    if (t === null || t === undefined) continue;
    out.times.push(s.times[i]!);
    out.values.push(t);
    out.min.push(t);
    out.max.push(t);
    out.temps.push(t);
  }
  return out;
}

/**
 * The series of an additional sensor of `tag`: the device's own tag of that code when it reports one (a pressure
 * sensor with a separate process temperature, 20105 in the demo), else, for Sensor Temperature, the temperature
 * carried with the tag's own readings (tank, radar and sonar sensors: Big Tank 1 in the demo has no 'temp' tag, which
 * is why its Sensor Temperature once showed nothing). Null when there is neither.
 */
export async function additionalSeries(
  db: Db,
  deviceId: number,
  tag: string,
  additional: string,
  range: Omit<SeriesRange, 'needsTemps' | 'firstTime'>,
  deviceTags?: readonly string[],
): Promise<SeriesResult | null> {
  // the device's tag codes, when the caller has them, answer without a query
  const exists = deviceTags
    ? deviceTags.includes(additional)
    : await db.selectFrom('tags').select('tag').where('device_id', '=', deviceId).where('tag', '=', additional).executeTakeFirst();
  if (exists) return readSeries(db, deviceId, additional, { ...range, needsTemps: false });
  if (additional === SENSOR_TEMP_CODE) return sensorTempSeries(db, deviceId, tag, range);
  return null;
}
