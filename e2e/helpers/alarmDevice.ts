import { createHash } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import { connect } from '../../server/src/db/connection';
import { desiredSettings } from '../../server/src/ingest/desiredSettings';
import { baseUrl } from './browser';

/**
 * A device of its own for the alarm panel tests, in North Field Team (Frank, Liz and Dana Demo see it). The demo
 * devices are shared with other files and driven by the simulator (which reports config versions), so outcomes
 * that depend on exact rules, log entries or sync state are checked here instead.
 */
export const ALARM_DEVICE = 99871;
/** Its transport secret: the tests send its settings reports the way the device does. */
const ALARM_DEVICE_SECRET = 'e2e-alarm-heater-secret';

export async function createAlarmDevice(db: pg.Client): Promise<void> {
  const acme = (await db.query<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`)).rows[0]!.id;
  const north = (await db.query<{ id: number }>(`SELECT id FROM groups WHERE name = 'North Field Team'`)).rows[0]!.id;
  await db.query(
    `INSERT INTO devices (id, company_id, name, path, pin, secret_hash, firmware_version, is_active)
     VALUES ($1, $2, 'E2E Alarm Heater', '/Permian/North/E2E', '0000', $3, 18510, true)`,
    [ALARM_DEVICE, acme, createHash('sha256').update(ALARM_DEVICE_SECRET).digest('hex')],
  );
  await db.query(`INSERT INTO group_devices (group_id, device_id) VALUES ($1, $2)`, [north, ALARM_DEVICE]);
  // hum has no high warning: the legacy table's "not connected" case
  await db.query(`INSERT INTO tags (device_id, tag, low_warning) VALUES ($1, 'temp', NULL), ($1, 'hum', 5)`, [ALARM_DEVICE]);
  await db.query(
    `INSERT INTO readings (device_id, tag, time, value)
     SELECT $1, t, now() - make_interval(hours => g), 40 + g FROM generate_series(1, 5) g, unnest(ARRAY['temp', 'hum']) t`,
    [ALARM_DEVICE],
  );
  await db.query(`UPDATE tags SET time = now() - interval '1 hour', value = 41 WHERE device_id = $1`, [ALARM_DEVICE]);
  await resetTempAlarms(db);
}

/** The temp tag's alarms as every test starts from: one rule, three thresholds, no notifications, no history, never synced. */
export async function resetTempAlarms(db: pg.Client): Promise<void> {
  await db.query(`DELETE FROM alarm_rules WHERE device_id = $1`, [ALARM_DEVICE]);
  await db.query(`DELETE FROM alarm_actions WHERE device_id = $1`, [ALARM_DEVICE]);
  await db.query(`DELETE FROM alarm_log WHERE device_id = $1`, [ALARM_DEVICE]);
  await db.query(`DELETE FROM device_settings WHERE device_id = $1 AND key = 'config_version'`, [ALARM_DEVICE]);
  await db.query(
    `UPDATE tags SET critical_high = 300, high_warning = 200, low_warning = 10, critical_low = NULL, alarm_flag = 'norm',
       alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL WHERE device_id = $1 AND tag = 'temp'`,
    [ALARM_DEVICE],
  );
  await db.query(`INSERT INTO alarm_rules (device_id, tag, name, symbol, value) VALUES ($1, 'temp', 'E2E hot', 1, 180)`, [ALARM_DEVICE]);
}

export async function dropAlarmDevice(db: pg.Client): Promise<void> {
  await db.query(`DELETE FROM devices WHERE id = $1`, [ALARM_DEVICE]);
}

/** The configuration version the server wants the device to report back (what the sync banner compares with). */
export async function desiredConfigVersion(databaseUrl: string): Promise<string> {
  const h = connect(databaseUrl, 1);
  try {
    return (await desiredSettings(h.db, ALARM_DEVICE)).version;
  } finally {
    await h.close();
  }
}

/** The device reports the settings it applied, as it does after a downlink: a settings message over the HTTP ingest. */
export async function reportSettings(settings: Record<string, string>): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/devices/${ALARM_DEVICE}/messages/settings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ALARM_DEVICE_SECRET}`, 'content-type': 'application/json' },
    // a second or two ahead: newer than a report the test wrote in the same second (an older one would not overwrite it)
    body: JSON.stringify({ time: Math.floor(Date.now() / 1000) + 2, settings }),
  });
  expect(res.status).toBe(200);
}

export const tempRules = async (db: pg.Client) =>
  (
    await db.query(`SELECT id, name, symbol, value, "desc", sent FROM alarm_rules WHERE device_id = $1 AND tag = 'temp' ORDER BY id`, [
      ALARM_DEVICE,
    ])
  ).rows;

export const tempLog = async (db: pg.Client) =>
  (await db.query(`SELECT action, user_id, detail FROM alarm_log WHERE device_id = $1 AND tag = 'temp' ORDER BY id`, [ALARM_DEVICE])).rows;
