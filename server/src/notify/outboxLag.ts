import { sql } from 'kysely';
import type { Db } from '../db/connection';

export interface OutboxLag {
  /** Messages whose time has come and that no process has sent yet. */
  due: number;
  /** How long the oldest of them has been due, in seconds; 0 when none is. */
  oldestDueSeconds: number;
}

/**
 * How far notification delivery is behind, across every server process (they share the table): read by GET /metrics
 * and /api/health/ready. Only 'pending' rows count, so the query stays on the partial index of due rows
 * (notification_outbox_due_idx) however many sent rows the table keeps.
 */
export async function outboxLag(db: Db): Promise<OutboxLag> {
  const { rows } = await sql<{ due: number; oldest: number | null }>`
    SELECT count(*)::int AS due, extract(epoch FROM now() - min(send_after))::float8 AS oldest
    FROM notification_outbox WHERE status = 'pending' AND send_after <= now()`.execute(db);
  const row = rows[0];
  return { due: row?.due ?? 0, oldestDueSeconds: Math.max(0, row?.oldest ?? 0) };
}
