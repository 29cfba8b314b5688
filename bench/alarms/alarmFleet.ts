import pg from 'pg';
import { FIRST_ID, seedDirectoryFixture } from '../directory/fixture';

/** What the alarm bench raises: the main channel of every generated device goes critical above this (base unit). */
export const CRITICAL_HIGH = 1000;
/** The reading that raises it: above the threshold for a level (ft) and a pressure (psi) alike. */
export const ALARM_VALUE = 5000;

export interface AlarmFleet {
  /** The devices' main channels, each with one e-mail and one SMS action. */
  tags: { deviceId: number; tag: string }[];
  /** Outbox rows the first notifications make: one per tag and channel. */
  firstNotifications: number;
}

/**
 * The generated fleet of bench:directory (bench/fleet/, COPY) with, on every device's main channel, a critical-high
 * threshold and two notification actions, an e-mail and a text, to one of `users` recipients (a mobile, subscribed),
 * optionally repeating (`reminder`: every 15 min, 4 times). The thresholds and actions are written in a few set-wise
 * statements: the alarm engine's configuration triggers fire as they would for saves.
 */
export async function seedAlarmFleet(databaseUrl: string, devices: number, users: number, reminder: boolean): Promise<AlarmFleet> {
  const fx = await seedDirectoryFixture(databaseUrl, { devices, signalChannel: false });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = await client.query<{ id: number }>(
      `INSERT INTO users (company_id, first_name, last_name, email, phone_number, phone_type, subscription)
       SELECT $1, 'Pumper', g::text, 'pumper' || g || '@example.com', '555' || lpad(g::text, 7, '0'), 'mobile', true
       FROM generate_series(1, $2::int) g RETURNING id`,
      [fx.companyID, users],
    );
    const userIds = ids.rows.map((r) => r.id);
    const range = [FIRST_ID, FIRST_ID + devices - 1];
    const tags = await client.query<{ device_id: number; tag: string }>(
      `UPDATE tags SET critical_high = $3, alarm_flag = 'norm', time = now() - interval '1 hour'
       WHERE device_id BETWEEN $1 AND $2 AND tag IN ('spsr', 'psr') RETURNING device_id, tag`,
      [...range, CRITICAL_HIGH],
    );
    await client.query(
      `INSERT INTO alarm_actions (device_id, tag, user_id, action, delay, repeat_every, repeat_times)
       SELECT t.device_id, t.tag, ($3::int[])[1 + (t.device_id % array_length($3::int[], 1))], a.action, 0,
              ${reminder ? '900, 4' : 'NULL, NULL'}
       FROM tags t CROSS JOIN (VALUES ('email'), ('sms')) AS a(action)
       WHERE t.device_id BETWEEN $1 AND $2 AND t.tag IN ('spsr', 'psr')`,
      [...range, userIds],
    );
    await client.query('ANALYZE tags; ANALYZE alarm_actions; ANALYZE users');
    return {
      tags: tags.rows.map((r) => ({ deviceId: Number(r.device_id), tag: r.tag })),
      firstNotifications: tags.rows.length * 2,
    };
  } finally {
    await client.end();
  }
}
