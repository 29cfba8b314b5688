import { sql } from 'kysely';
import type { HoldStates } from '@fieldwatch/domain';
import type { Db } from '../db/connection';

/* The engine's side of "no flapping" (domain/src/alarms/holdAlarm.ts): keeping where a tag's held conditions stand
 * in alarm_hold_states. */

/** A tag's held conditions as they stand after a batch, and the newest reading stepped. */
export interface HoldStateWrite {
  deviceId: number;
  tag: string;
  states: HoldStates;
  steppedAt: number;
}

/**
 * Stores the tags' held states in one statement, in the caller's transaction. Written when a state moved, not for
 * every batch: the newest reading stepped is kept in memory between, so only a restart can step a late reading again.
 */
export async function writeHoldStates(trx: Db, writes: readonly HoldStateWrite[]): Promise<void> {
  if (!writes.length) return;
  // a tag deleted meanwhile has no row to refer to: its state goes with it
  await sql`
    INSERT INTO alarm_hold_states (device_id, tag, conditions, stepped_at)
    SELECT k.device_id, k.tag, k.conditions, k.stepped_at
    FROM unnest(${writes.map((w) => w.deviceId)}::bigint[], ${writes.map((w) => w.tag)}::text[],
                ${writes.map((w) => JSON.stringify(w.states))}::jsonb[], ${writes.map((w) => new Date(w.steppedAt))}::timestamptz[])
         AS k(device_id, tag, conditions, stepped_at)
    WHERE EXISTS (SELECT 1 FROM tags t WHERE t.device_id = k.device_id AND t.tag = k.tag)
    ON CONFLICT (device_id, tag) DO UPDATE SET conditions = excluded.conditions, stepped_at = excluded.stepped_at`.execute(trx);
}
