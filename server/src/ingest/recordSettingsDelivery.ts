import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Stores that the device's own client received this downlink version. A version delivered again (the retained copy
 * after a reconnect) keeps the time of its first delivery.
 */
export async function recordSettingsDelivery(db: Db, deviceId: number, version: string, at: Date = new Date()): Promise<void> {
  await sql`
    INSERT INTO settings_delivery AS s (device_id, version, delivered_at)
    SELECT id, ${version}, ${at} FROM devices WHERE id = ${deviceId}
    ON CONFLICT (device_id) DO UPDATE SET version = EXCLUDED.version, delivered_at = EXCLUDED.delivered_at
    WHERE s.version <> EXCLUDED.version`.execute(db);
}
