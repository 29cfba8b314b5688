import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, connectBrowser } from './helpers/browser';

/*
 * The acknowledgement link of a real alarm e-mail, opened in a browser that is not signed in: the confirmation page
 * names the alarm, the button acknowledges it as the recipient, and the used link says so. The file makes its own
 * user, group and device in the database and raises the alarm through the HTTP ingest, as a field device does.
 */

const SCREENS = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), 'fieldwatch-ack-screens');
const run = randomBytes(3).readUIntBE(0, 3) % 9000;
const DEVICE = 7_400_000 + run;
const SECRET = randomBytes(24).toString('hex');
const GROUP = `Ack test ${run}`;

let browser: Browser;
let db: pg.Client;
let userId: number;

const one = async <T>(query: string, values: unknown[] = []): Promise<T> => (await db.query(query, values)).rows[0] as T;

async function screenshot(p: Page, name: string): Promise<void> {
  await p.waitForTimeout(300);
  await p.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true });
}

/** A page of a fresh browser context: no session, as when a link is opened from a mail client or a phone. */
async function signedOutPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 900, height: 700 }, timezoneId: 'UTC' });
  return context.newPage();
}

beforeAll(async () => {
  await fs.mkdir(SCREENS, { recursive: true });
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const acme = await one<{ id: number }>(`SELECT id FROM companies WHERE name = 'Acme Oil & Gas'`);
  userId = (
    await one<{ id: number }>(
      `INSERT INTO users (company_id, first_name, last_name, email, phone_number, can_edit)
       VALUES ($1, 'Ack', 'Tester', $2, $3, true) RETURNING id`,
      [acme.id, `ack.${run}@ack.test`, `555219${String(run).padStart(4, '0')}`],
    )
  ).id;
  const group = await one<{ id: number }>(`INSERT INTO groups (company_id, name) VALUES ($1, $2) RETURNING id`, [acme.id, GROUP]);
  await db.query(`INSERT INTO group_users (group_id, user_id) VALUES ($1, $2)`, [group.id, userId]);
  await db.query(
    `INSERT INTO devices (id, company_id, name, path, pin, secret_hash) VALUES ($1, $2, 'Ack Separator', '/Ack', '1111', $3)`,
    [DEVICE, acme.id, createHash('sha256').update(SECRET).digest('hex')],
  );
  await db.query(`INSERT INTO group_devices (group_id, device_id) VALUES ($1, $2)`, [group.id, DEVICE]);
  await db.query(`INSERT INTO tags (device_id, tag, critical_high) VALUES ($1, 'psr', 50)`, [DEVICE]);
  await db.query(`INSERT INTO alarm_actions (device_id, tag, user_id, action, delay) VALUES ($1, 'psr', $2, 'email', 0)`, [DEVICE, userId]);
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await db?.query(`DELETE FROM devices WHERE id = $1`, [DEVICE]);
  await db?.query(`DELETE FROM groups WHERE name = $1`, [GROUP]);
  if (userId !== undefined) await db?.query(`DELETE FROM users WHERE id = $1`, [userId]);
  await db?.end();
});

describe('acknowledging from the alarm e-mail', () => {
  let link = '';

  it('a reading past the threshold e-mails the recipient a link of their own', async () => {
    const res = await fetch(`${baseUrl()}/api/devices/${DEVICE}/messages/data`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ values: { psr: 75 } }),
    });
    expect(res.status).toBe(200);
    await expect
      .poll(
        async () =>
          (await db.query<{ body: string }>(`SELECT body FROM notification_outbox WHERE user_id = $1 AND channel = 'email'`, [userId]))
            .rows[0]?.body ?? '',
        { timeout: 15_000 },
      )
      .toMatch(/Acknowledge this alarm: \S+\/a\/[A-Za-z0-9_-]{16}/);
    const body = (await one<{ body: string }>(`SELECT body FROM notification_outbox WHERE user_id = $1 AND channel = 'email'`, [userId]))
      .body;
    // the e-mail names the public URL; the test server listens on its own port
    link = `${baseUrl()}${new URL(/Acknowledge this alarm: (\S+)/.exec(body)![1]!).pathname}`;
  });

  it('opens, signed out, a page naming the alarm; the button acknowledges it as the recipient', async () => {
    const page = await signedOutPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Acknowledge alarm' }).waitFor();
    await page.getByTestId('ack-device').getByText(`Ack Separator (ID ${DEVICE})`).waitFor();
    expect(await page.getByTestId('ack-sensor').innerText()).toBe('Pressure');
    expect(await page.getByTestId('ack-alarm').innerText()).toBe('critical high alarm');
    // in the device's site time (Acme's zone), whatever the reader's zone
    expect(await page.getByTestId('ack-raised').innerText()).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d (CST|CDT)$/);
    await screenshot(page, 'acknowledge-open');
    // opening the page acknowledged nothing
    expect((await one<{ at: Date | null }>(`SELECT alarm_acknowledged_at AS at FROM tags WHERE device_id = $1`, [DEVICE])).at).toBeNull();

    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText('Alarm acknowledged. Pending notifications of this alarm are cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    await screenshot(page, 'acknowledge-done');
    const tag = await one<{ by: number | null }>(`SELECT alarm_acknowledged_by AS by FROM tags WHERE device_id = $1`, [DEVICE]);
    expect(tag.by).toBe(userId);
    await page.context().close();
  });

  it('the used link, opened again, says so and offers no button', async () => {
    const page = await signedOutPage();
    await page.goto(link);
    await page.getByText('This link was already used. Nothing was changed.').waitFor();
    expect(await page.getByRole('button', { name: 'Acknowledge' }).count()).toBe(0);
    await screenshot(page, 'acknowledge-used');
    await page.context().close();
  });

  it('a forged link names nothing', async () => {
    const page = await signedOutPage();
    await page.goto(`${baseUrl()}/a/AAAAAAAAAAAAAAAA`);
    await page.getByText('This link is not valid. Nothing was changed.').waitFor();
    expect(await page.getByTestId('ack-device').count()).toBe(0);
    await page.context().close();
  });
});
