import { describe, expect, it } from 'vitest';
import { demoDeviceSecret } from '../server/src/demo/demoDeviceSecret';
import { baseUrl, signedIn as signedInAs } from './helpers/browser';
import { MARY, SAM, managerToolsSuite } from './helpers/managerToolsSuite';
import { expectAccessible } from './helpers/axe';

/*
 * The message log against the real server with demo data: Sam Super reads any device's messages and refusals, Frank
 * Full those of a device he is granted (20101) without the refusals, Mary Manager none.
 */

const FRANK = ['5552010003', 'Frank Full'] as const;

const { suite, signedIn, screenshot } = managerToolsSuite();

/** A time as the log should print it, worked out here with Intl: MM/DD/YY HH:mm:ss and the zone's short name. */
function siteTimeText(epochSeconds: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(new Date(epochSeconds * 1000));
  const p = (t: string) => parts.find((x) => x.type === t)!.value;
  return `${p('month')}/${p('day')}/${p('year')} ${p('hour')}:${p('minute')}:${p('second')} ${p('timeZoneName')}`;
}

describe('Message log', () => {
  it('a super user types a device id, is taken to its log after a pause, and filters by type', async () => {
    const page = await signedIn(SAM);
    try {
      await page.goto(`${baseUrl()}/#/admin/messageLog`);
      // typing with pauses under a second goes nowhere; the route follows one second after the last keystroke
      const input = page.getByLabel('Device ID');
      await input.pressSequentially('2010', { delay: 150 });
      await page.waitForTimeout(600);
      expect(await page.evaluate(() => window.location.hash)).toBe('#/admin/messageLog');
      // taken before the key goes out, so the time press() takes to return cannot shorten the measured pause
      const typedAt = Date.now();
      await input.press('1');
      await page.waitForFunction(() => window.location.hash === '#/admin/messageLog/20101', undefined, { timeout: 5000, polling: 20 });
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(950);
      const table = page.getByRole('table', { name: 'Message log' });
      await table.waitFor();
      const types = async () => await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(new Set(await types()).size).toBeGreaterThan(1);
      await page.getByRole('combobox', { name: 'Message Type' }).selectOption({ label: 'Health' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('table[aria-label="Message log"] tbody tr td:nth-child(3)')].every(
          (td) => td.textContent === 'health',
        ),
      );
      const health = await table.locator('tbody tr td:nth-child(4)').first().innerText();
      expect(health).toMatch(/°F, .* V/);
      await expectAccessible(page, 'admin: message log of a device');
      await screenshot(page, 'sam-message-log');
      // a range with no messages
      await page.getByLabel('Start Date').fill('2001-01-01');
      await page.getByLabel('End Date').fill('2001-01-02');
      await page.getByText('No messages').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('shows super users a refused message with its reason, and a message from a wrong clock with its offset', async () => {
    const post = (body: string, type = 'data') =>
      fetch(`${baseUrl()}/api/devices/20101/messages/${type}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${demoDeviceSecret(20101)}`, 'content-type': 'application/json' },
        body,
      });
    const refused = await post('{"values":{"spsr":"8.2"}}');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'BAD_NUMBER' });
    // a clock a day ahead: stored at the time received, not refused (an overflow notice: it changes nothing else)
    expect((await post(JSON.stringify({ time: Math.floor(Date.now() / 1000) + 86_400, message: 'clock check' }), 'overflow')).status).toBe(
      200,
    );
    const page = await signedIn(SAM);
    try {
      await page.goto(`${baseUrl()}/#/admin/messageLog/20101`);
      const table = page.getByRole('table', { name: 'Message log' });
      const refusedRow = table.locator('tbody tr', { has: page.locator('td:nth-child(3)', { hasText: /^refused$/ }) }).first();
      await refusedRow.waitFor();
      expect(await refusedRow.locator('td:nth-child(4)').innerText()).toBe(
        'BAD_NUMBER (data): A field that must be a number is not a finite number in range. (values.spsr) Payload: {"values":{"spsr":"8.2"}}',
      );
      const moved = table.locator('tbody tr', { hasText: 'clock check' }).first();
      expect(await moved.locator('td:nth-child(4)').innerText()).toMatch(
        /^clock check \(device clock 86,\d{3} s ahead; stored at the time received\)$/,
      );
      await screenshot(page, 'sam-message-log-refused');
    } finally {
      await page.context().close();
    }
    // Frank reads 20101's log through a grant: its messages, not the refusals
    const frank = await signedIn(FRANK);
    try {
      await frank.goto(`${baseUrl()}/#/admin/messageLog/20101`);
      const table = frank.getByRole('table', { name: 'Message log' });
      await table.locator('tbody tr', { hasText: 'clock check' }).first().waitFor();
      expect(await table.locator('tbody tr td:nth-child(3)').allInnerTexts()).not.toContain('refused');
    } finally {
      await frank.context().close();
    }
  });

  it('access is data: Frank may read 20101 but not 20102; Mary sees the no-access message', async () => {
    const frank = await signedIn(FRANK);
    try {
      await frank.goto(`${baseUrl()}/#/admin/messageLog/20101`);
      await frank.getByRole('table', { name: 'Message log' }).waitFor();
      await frank.goto(`${baseUrl()}/#/admin/messageLog/20102`);
      await frank.getByText('You do not have access to this page.').waitFor();
    } finally {
      await frank.context().close();
    }
    const mary = await signedIn(MARY);
    try {
      await mary.goto(`${baseUrl()}/#/admin/messageLog`);
      await mary.getByText('You do not have access to this page.').waitFor();
      expect(await mary.getByLabel('Device ID').count()).toBe(0);
    } finally {
      await mary.context().close();
    }
  });

  it("prints each time in the device's site zone with the zone named, the same from Tokyo and from Chicago", async () => {
    // an hour ago on the device's clock, stored as sent; 20101's site is its company's, America/Chicago
    const sent = Math.floor(Date.now() / 1000) - 3600;
    const note = `zone check ${sent}`;
    const res = await fetch(`${baseUrl()}/api/devices/20101/messages/overflow`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demoDeviceSecret(20101)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ time: sent, message: note }),
    });
    expect(res.status).toBe(200);
    const expected = siteTimeText(sent, 'America/Chicago');
    expect(expected).toMatch(/ C[SD]T$/);
    for (const [timezoneId, width] of [
      ['Asia/Tokyo', 1280],
      ['America/Chicago', 390],
    ] as const) {
      const page = await signedInAs(suite.browser, SAM[0], SAM[1], width, { timezoneId });
      try {
        await page.goto(`${baseUrl()}/#/admin/messageLog/20101`);
        const row = page.getByRole('table', { name: 'Message log' }).locator('tbody tr', { hasText: note }).first();
        await row.waitFor();
        expect(await row.locator('td:nth-child(2)').innerText()).toContain(expected);
        // the filter's dates are the site's days too: the entry's site date alone, typed from Tokyo, still holds it
        // (from 15:00 to 06:00 UTC Tokyo's date is a day ahead of Chicago's, and the viewer's day would miss it)
        const siteDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(sent * 1000));
        await page.getByLabel('Start Date').fill(siteDate);
        await page.getByLabel('End Date').fill(siteDate);
        await row.waitFor();
        await screenshot(page, `message-log-site-time-${width}`);
        await page.emulateMedia({ colorScheme: 'dark' });
        await screenshot(page, `message-log-site-time-${width}-dark`);
      } finally {
        await page.context().close();
      }
    }
  });
});
