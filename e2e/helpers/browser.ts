import { chromium, type Browser, type Page } from 'playwright-core';
import pg from 'pg';
import { inject } from 'vitest';

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no background networking). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** The newest PIN the server put in the outbox for a recipient (what a user would read on their phone). */
export async function latestPin(recipient: string, since: Date): Promise<string> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const r = await client.query<{ body: string }>(
        `SELECT body FROM notification_outbox WHERE kind = 'pin' AND recipient = $1 AND created_at >= $2 ORDER BY id DESC LIMIT 1`,
        [recipient, since],
      );
      const pin = r.rows[0]?.body.match(/PIN is (\d{4})/)?.[1];
      if (pin) return pin;
      await new Promise((res) => setTimeout(res, 100));
    }
  } finally {
    await client.end();
  }
  throw new Error(`no PIN for ${recipient}`);
}

/** Signs in through the sign-in screen with the phone number, reading the PIN from the outbox. */
export async function signInByPhone(page: Page, phoneDigits: string): Promise<void> {
  const since = new Date(Date.now() - 1000);
  await page.goto(`${baseUrl()}/#/`);
  await page.getByRole('textbox').first().fill(phoneDigits);
  await page.getByRole('button', { name: 'Text me a passcode' }).click();
  await page.getByText('You will receive a message with a 4 digit PIN number. Please enter it below.').waitFor();
  const pin = await latestPin(`+1${phoneDigits}`, since);
  await page.getByRole('textbox').first().fill(pin);
  await page.getByRole('button', { name: 'Submit Pin' }).click();
}
