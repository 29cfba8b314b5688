import type { Db } from '../db/connection';
import { MAX_PAYLOAD_BYTES } from './parseMessage';

/**
 * Records a refused device message with its code, reason and payload (migration 024), one committed statement.
 * The payload is kept as text: invalid UTF-8 becomes U+FFFD and NULs are dropped (PostgreSQL text cannot hold them),
 * and at most the 64 KB a message may have is kept.
 */
export async function recordRefusal(
  db: Db,
  r: { deviceId: number; type: string; code: string; reason: string; payload: Buffer | string },
): Promise<void> {
  const bytes = typeof r.payload === 'string' ? Buffer.from(r.payload) : r.payload;
  const text = bytes.subarray(0, MAX_PAYLOAD_BYTES).toString('utf8').replaceAll('\u0000', '');
  await db
    .insertInto('ingest_refusals')
    .values({
      device_id: r.deviceId,
      message_type: r.type.slice(0, 40).replaceAll('\u0000', ''),
      code: r.code,
      reason: r.reason.slice(0, 500),
      payload: text,
    })
    .execute();
}
