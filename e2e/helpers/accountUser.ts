import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/* The account test's own user and devices (account.test.ts), made in the database for each run. */

const run = randomBytes(3).readUIntBE(0, 3) % 9000;
export const PHONE = `555209${String(run).padStart(4, '0')}`;
const EMAIL = `ada.${run}@account.test`;
export const ALARMED = 7_100_000 + run;
export const CLAIMABLE = 7_200_000 + run;
export const CLAIM_PIN = '2468';
export const CLAIM_SECRET = randomBytes(24).toString('hex');
export const LATE = 7_300_000 + run;
export const LATE_SECRET = randomBytes(24).toString('hex');

/**
 * Ada Account, a full user of Acme in a group of her own with a device whose temp alarm e-mails her, and two devices
 * fresh from the factory to claim; returns Ada's user id.
 */
export async function createAccountUser(db: pg.Client): Promise<number> {
  const one = async <T>(query: string, values: unknown[] = []): Promise<T> => (await db.query(query, values)).rows[0] as T;
  const acme = await one<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`);
  const userId = (
    await one<{ id: number }>(
      `INSERT INTO users (company_id, first_name, last_name, email, phone_number, can_edit) VALUES ($1, 'Ada', 'Account', $2, $3, true) RETURNING id`,
      [acme.id, EMAIL, PHONE],
    )
  ).id;
  const group = await one<{ id: number }>(`INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id`, [
    acme.id,
    `Account test ${run}`,
  ]);
  await db.query(`INSERT INTO group_users (group_id, user_id) VALUES ($1, $2)`, [group.id, userId]);
  const hash = (s: string) => createHash('sha256').update(s).digest('hex');
  // a device of Ada's group whose temp alarm e-mails her (the source of a real unsubscribe link)
  await db.query(
    `INSERT INTO devices (id, company_id, name, path, pin, secret_hash) VALUES ($1, $2, 'Account Heater', '/Account', '1111', $3)`,
    [ALARMED, acme.id, hash('x')],
  );
  await db.query(`INSERT INTO group_devices (group_id, device_id) VALUES ($1, $2)`, [group.id, ALARMED]);
  await db.query(`INSERT INTO tags (device_id, tag) VALUES ($1, 'temp')`, [ALARMED]);
  await db.query(`INSERT INTO alarm_actions (device_id, tag, user_id, action, delay) VALUES ($1, 'temp', $2, 'email', 0)`, [
    ALARMED,
    userId,
  ]);
  // a device fresh from the factory: no company, never heard from, with its install PIN and transport secret
  await db.query(`INSERT INTO devices (id, company_id, pin, secret_hash) VALUES ($1, NULL, $2, $3)`, [
    CLAIMABLE,
    CLAIM_PIN,
    hash(CLAIM_SECRET),
  ]);
  await db.query(`INSERT INTO devices (id, company_id, pin, secret_hash) VALUES ($1, NULL, $2, $3)`, [LATE, CLAIM_PIN, hash(LATE_SECRET)]);
  return userId;
}

/**
 * Takes Ada, her group and the devices she had or claimed away again, as the other browser files expect the demo data:
 * the directory files count Acme's devices.
 */
export async function dropAccountUser(db: pg.Client, userId: number): Promise<void> {
  await db.query(`DELETE FROM devices WHERE id = ANY($1)`, [[ALARMED, CLAIMABLE, LATE]]);
  await db.query(`DELETE FROM groups WHERE name = $1`, [`Account test ${run}`]);
  await db.query(`DELETE FROM users WHERE id = $1`, [userId]);
}

/** Sends a data message the way a field device does: the HTTP ingest with the device's transport secret. */
export async function publish(deviceID: number, secret: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/api/devices/${deviceID}/messages/data`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ values: { psr: 55.5 } }),
  });
  expect(res.status).toBe(200);
}
