import { chromium, type Browser, type Page } from 'playwright-core';
import pg from 'pg';

/** Debian's Chromium, started the way this machine allows (no sandbox as root, no background networking). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** A Chromium of the caller's own (the benches; the browser tests share the run's, helpers/browser.ts). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * Signs in from the sign-in page the browser shows (spec 1 §3): the phone number, then the PIN read from the outbox
 * (what the user would read on their phone). Resolves once the PIN is submitted.
 */
export async function enterPhoneAndPin(page: Page, databaseUrl: string, phoneDigits: string): Promise<void> {
  const since = new Date(Date.now() - 1000);
  await page.getByRole('textbox').first().fill(phoneDigits);
  await page.getByRole('button', { name: 'Text me a passcode' }).click();
  await page.getByText('You will receive a message with a 4 digit PIN number. Please enter it below.').waitFor();
  await page
    .getByRole('textbox')
    .first()
    .fill(await latestPinIn(databaseUrl, `+1${phoneDigits}`, since));
  await page.getByRole('button', { name: 'Submit Pin' }).click();
}

/** The newest PIN the server put in the outbox for a recipient (what a user would read on their phone). */
export async function latestPinIn(databaseUrl: string, recipient: string, since: Date): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let i = 0; i < 100; i++) {
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

/**
 * Forgets the PIN requests of the account with this phone, as if a day had passed: the browser files sign the same
 * demo users in from fresh browsers many times a run, which the sign-in limits (docs/security.md) would otherwise
 * slow down, as they would a stranger.
 */
export async function forgetPinRequests(databaseUrl: string, phoneDigits: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DELETE FROM pin_requests WHERE user_id IN (SELECT id FROM users WHERE phone_number = $1)`, [phoneDigits]);
  } finally {
    await client.end();
  }
}

/** Asks the API what the page's signed-in user would get, with the page's own session. */
export async function pageGql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const user = JSON.parse(localStorage.getItem('fieldwatch.user') ?? '{}') as { token: string };
      const res = await fetch('/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data: unknown; errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}
