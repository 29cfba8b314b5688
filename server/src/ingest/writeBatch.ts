import { CompiledQuery } from 'kysely';
import type { Db } from '../db/connection';
import { batchRows, type ReadingRow } from './batchRows';
import type { CommittedBatch, CommittedEvent, CommittedReading } from './committed';
import type { IncomingMessage } from './deviceMessage';
import { writeBatchSql } from './writeBatchSql';

const UNIQUE_VIOLATION = '23505';
const DEDUPE_MS = 10_000;

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

const toCommitted = (r: ReadingRow): CommittedReading => ({ deviceId: r.deviceId, tag: r.tag, time: r.time, value: r.value, temp: r.temp });

/**
 * Writes one batch of messages atomically (one statement: see writeBatchSql): message log, readings (duplicates
 * ignored), hourly and daily rollups of the new readings, each tag's latest value, events and reboot counts, device
 * health, position and last-seen time, reported settings. Returns what was new, for the alarm engine and live
 * updates; the readings are the ones Node sent, so only their keys come back, and only when some were duplicates.
 */
export async function writeBatch(db: Db, messages: IncomingMessage[], mode: DedupeMode = { until: 0 }): Promise<CommittedBatch> {
  const rows = batchRows(messages);
  let answer: Answer;
  const dedupe = rows.readings.length > 0 && Date.now() < mode.until;
  try {
    const { text, values } = writeBatchSql(rows, dedupe);
    answer = (await db.executeQuery<Answer>(CompiledQuery.raw(text, values))).rows[0]!;
  } catch (err) {
    if (dedupe || (err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
    // a reading that was already stored (a message sent again): nothing of the batch was written; write it skipping
    // duplicates, and keep doing so for a while (a device replaying its buffer sends many)
    mode.until = Date.now() + DEDUPE_MS;
    const { text, values } = writeBatchSql(rows, true);
    answer = (await db.executeQuery<Answer>(CompiledQuery.raw(text, values))).rows[0]!;
  }

  let readings: CommittedReading[];
  if (!answer.kept) {
    readings = rows.readings.map(toCommitted);
  } else {
    const kept = new Set(answer.kept.map(([id, tag, ms]) => `${id}\u0000${tag}\u0000${ms}`));
    readings = rows.readings.filter((r) => kept.has(`${r.deviceId}\u0000${r.tag}\u0000${r.ms}`)).map(toCommitted);
  }
  const events: CommittedEvent[] = (answer.events ?? []).map(([deviceId, ms, flag]) => ({ deviceId, time: new Date(Number(ms)), flag }));
  return {
    readings,
    events,
    devices: rows.devices.map((d) => ({ deviceId: d.deviceId, lastMessage: new Date(d.lastMs), health: d.health !== null })),
  };
}
