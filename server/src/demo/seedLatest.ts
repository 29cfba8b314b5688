import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * Copies the newest reading onto each tag and each device, as ingest would leave them, so that lists and cards
 * agree with the graphs (tardy devices included: their readings simply stop earlier). Battery and signal on
 * the device row come from its health channels.
 */
export async function seedLatestValues(db: Db): Promise<void> {
  await sql`
    UPDATE tags t SET time = r.time, value = r.value, temp = r.temp
    FROM (SELECT DISTINCT ON (device_id, tag) device_id, tag, last_time
          FROM readings_daily ORDER BY device_id, tag, bucket DESC) h
    JOIN readings r ON r.device_id = h.device_id AND r.tag = h.tag AND r.time = h.last_time
    WHERE t.device_id = h.device_id AND t.tag = h.tag`.execute(db);
  await sql`
    UPDATE devices d SET
      last_time_message_received = (SELECT max(time) FROM tags WHERE device_id = d.id),
      latest_reading = (SELECT value FROM tags WHERE device_id = d.id AND tag = d.default_tag),
      battery_level = (SELECT value FROM tags WHERE device_id = d.id AND tag = '_v'),
      signal_strength = (SELECT round(value)::int FROM tags WHERE device_id = d.id AND tag = '_csq')
    WHERE d.has_turned_on`.execute(db);
}
