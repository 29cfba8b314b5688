import { sql, type RawBuilder } from 'kysely';
import { readingItem, rebuildDerived, US, type RemovedReading } from './readingRollups';
import { recordRemoval } from '../undo/recordRemoval';
import type { Clock } from '../util/clock';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertTagPermission, visibleTag } from '../auth/policy/tagAccess';
import type { Db } from '../db/connection';
import { shareReadingDays } from '../db/compaction/readingLock';
import { AppError } from '../errors/AppError';

/**
 * Removes the readings of [lo, hi) from the stream's compacted days: each day row that held one is written again
 * without it (deleted when it held nothing else). Returns the removed readings.
 */
async function deleteFromDays(trx: Db, deviceId: number, tag: string, lo: RawBuilder<unknown>, hi: RawBuilder<unknown>) {
  const r = await sql<RemovedReading>`
    WITH target AS (
      SELECT day, times, vals, temps FROM reading_days
       WHERE device_id = ${deviceId} AND tag = ${tag} AND day > ${lo} - INTERVAL '1 day' AND day < ${hi}
      FOR UPDATE
    ), items AS (
      SELECT t.day, u.us, u.v, u.tp, u.n, t.day + u.us * INTERVAL '1 microsecond' AS time
        FROM target t CROSS JOIN LATERAL unnest(t.times, t.vals, t.temps) WITH ORDINALITY AS u(us, v, tp, n)
    ), gone AS (
      SELECT day, time, v, tp FROM items WHERE time >= ${lo} AND time < ${hi}
    ), kept AS (
      SELECT day, array_agg(us ORDER BY n) AS times, array_agg(v ORDER BY n) AS vals,
             CASE WHEN bool_or(tp IS NOT NULL) THEN array_agg(tp ORDER BY n) END AS temps
        FROM items WHERE NOT (time >= ${lo} AND time < ${hi}) AND day IN (SELECT day FROM gone) GROUP BY day
    ), upd AS (
      UPDATE reading_days d SET times = k.times, vals = k.vals, temps = k.temps FROM kept k
       WHERE d.device_id = ${deviceId} AND d.tag = ${tag} AND d.day = k.day
    ), del AS (
      DELETE FROM reading_days d WHERE d.device_id = ${deviceId} AND d.tag = ${tag}
         AND d.day IN (SELECT day FROM gone) AND d.day NOT IN (SELECT day FROM kept)
    )
    SELECT time, ${US} AS us, v AS value, tp AS temp FROM gone`.execute(trx);
  return r.rows;
}

/**
 * Deletes one reading (matched to the millisecond of `timeSeconds`) and keeps what was derived from it true: the hourly rollup of its
 * hour is rebuilt from the remaining raw rows (hot or compacted), the daily one from the day's hourly rows, and the tag's latest value
 * moves back to the newest remaining reading. Returns the readings removed (none, changing nothing, when there is no such reading).
 * Runs in the caller's transaction.
 */
async function deleteReading(trx: Db, deviceId: number, tag: string, timeSeconds: number): Promise<RemovedReading[]> {
  await shareReadingDays(trx);
  const lo = sql`to_timestamp(${timeSeconds - 0.0005}::float8)`;
  const hi = sql`to_timestamp(${timeSeconds + 0.0005}::float8)`;
  const hot = await sql<RemovedReading>`
    DELETE FROM readings WHERE device_id = ${deviceId} AND tag = ${tag} AND time >= ${lo} AND time < ${hi}
    RETURNING time, ${US} AS us, value, temp`.execute(trx);
  const deleted = [...hot.rows, ...(await deleteFromDays(trx, deviceId, tag, lo, hi))];
  if (deleted.length)
    await rebuildDerived(
      trx,
      deviceId,
      tag,
      deleted.map((d) => d.time),
    );
  return deleted;
}

/**
 * Delete Data Point (spec 2 §2.2, super users only): removes the reading at `timeSeconds` of a tag the viewer sees
 * and rebuilds the rollups it was part of, audited in the same transaction, and keeps it for an Undo
 * (undo/undoRemoval.ts). True when a reading was deleted; false, changing nothing and writing no audit row, when there
 * was none.
 */
export async function deleteDataPoint(
  db: Db,
  clock: Clock,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  timeSeconds: number,
): Promise<boolean> {
  await visibleTag(db, actor.viewer, deviceId, tag);
  assertTagPermission(actor.viewer, 'deleteData');
  if (!Number.isFinite(timeSeconds)) throw new AppError('BAD_INPUT', { message: 'The time is not valid.' });
  return db.transaction().execute(async (trx) => {
    const removed = await deleteReading(trx, deviceId, tag, timeSeconds);
    if (removed.length === 0) return false;
    const readings = removed.map(({ us, value, temp }) => ({ us, value, temp }));
    await audit(trx, actor, 'reading.delete', { type: 'tag', id: `${deviceId}:${tag}` }, { time: timeSeconds, readings });
    const item = readingItem(timeSeconds);
    await recordRemoval(trx, clock, actor, { action: 'reading.delete', deviceId, tag, item, payload: { readings } });
    return true;
  });
}
