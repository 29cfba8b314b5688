import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/connection';
import { batchRows, type ReadingRow } from './batchRows';
import type { CommittedBatch, CommittedEvent, CommittedReading } from './committed';
import type { IncomingMessage } from './deviceMessage';
import { writeBatchSql } from './writeBatchSql';
import { shareReadingDays } from '../db/compaction/readingLock';

const UNIQUE_VIOLATION = '23505';
const DEDUPE_MS = 10_000;
const DAY_MS = 86_400_000;

/** Until when batches are written skipping duplicates (set after one was found); one per pipeline. */
export interface DedupeMode {
  until: number;
}

interface Answer {
  inserted: number;
  /** [deviceId, tag, epoch ms] of the readings inserted, only when some were already stored. */
  kept: [number, string, number][] | null;
  events: [number, number, number][] | null;
}

/**
 * Runs the writer's statement. Through a pg pool it is a named prepared statement: PostgreSQL parses and plans each
 * of its few shapes once per connection instead of for every batch, which halves what a small batch costs the
 * database (bench/ingest/prototype/smallBatchCost.ts: 2.6 → 1.4 ms for 4 messages), the usual batch at low load.
 */
async function run(db: Db, pool: pg.Pool | null, text: string, values: string[], late: boolean): Promise<Answer> {
  if (late) {
    // rare (a device sending its buffer of old readings): a transaction of its own holding the compaction's lock
    // shared, so the statement's snapshot sees a day either not yet moved or wholly moved (db/compaction/readingLock.ts)
    return db.transaction().execute(async (trx) => {
      await shareReadingDays(trx);
      return (await trx.executeQuery<Answer>(CompiledQuery.raw(text, values))).rows[0]!;
    });
  }
  if (!pool) return (await db.executeQuery<Answer>(CompiledQuery.raw(text, values))).rows[0]!;
  const name = `fw_write_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  return (await pool.query<Answer>({ name, text, values })).rows[0]!;
}

const toCommitted = (r: ReadingRow): CommittedReading => ({ deviceId: r.deviceId, tag: r.tag, time: r.time, value: r.value, temp: r.temp });

/**
 * Writes one batch of messages atomically (one statement: see writeBatchSql): message log, readings (duplicates
 * ignored), hourly and daily rollups of the new readings, each tag's latest value, events and reboot counts, device
 * health, position and last-seen time, reported settings. Returns what was new, for the alarm engine and live
 * updates; the readings are the ones Node sent, so only their keys come back, and only when some were duplicates.
 */
export async function writeBatch(
  db: Db,
  messages: IncomingMessage[],
  mode: DedupeMode = { until: 0 },
  pool: pg.Pool | null = null,
  hotDays = 2,
): Promise<CommittedBatch> {
  const rows = batchRows(messages);
  let answer: Answer;
  // a reading older than the hot window may belong to a day compaction has moved (it leaves newer days alone)
  const hotFrom = Date.now() - hotDays * DAY_MS;
  const late = rows.readings.some((r) => r.ms < hotFrom);
  const dedupe = rows.readings.length > 0 && (late || Date.now() < mode.until);
  try {
    const { text, values } = writeBatchSql(rows, dedupe, late);
    answer = await run(db, pool, text, values, late);
  } catch (err) {
    if (dedupe || (err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
    // a reading that was already stored (a message sent again): nothing of the batch was written; write it skipping
    // duplicates, and keep doing so for a while (a device replaying its buffer sends many)
    mode.until = Date.now() + DEDUPE_MS;
    const { text, values } = writeBatchSql(rows, true);
    answer = await run(db, pool, text, values, false);
  }

  let readings: CommittedReading[];
  if (answer.inserted === rows.readings.length) {
    readings = rows.readings.map(toCommitted);
  } else {
    // some were already stored: only the inserted ones go on (none at all when kept is null: json_agg of no rows)
    const kept = new Set((answer.kept ?? []).map(([id, tag, ms]) => `${id}\u0000${tag}\u0000${ms}`));
    readings = rows.readings.filter((r) => kept.has(`${r.deviceId}\u0000${r.tag}\u0000${r.ms}`)).map(toCommitted);
  }
  const events: CommittedEvent[] = (answer.events ?? []).map(([deviceId, ms, flag]) => ({ deviceId, time: new Date(Number(ms)), flag }));
  return {
    readings,
    events,
    devices: rows.devices.map((d) => ({ deviceId: d.deviceId, lastMessage: new Date(d.lastMs), health: d.health !== null })),
  };
}
