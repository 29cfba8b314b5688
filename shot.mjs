// usage: node shot.mjs <phone> <hash-route> <out.png> [width] [waitMs]
import { chromium } from 'playwright-core';
import fs from 'node:fs';
const [phone, route, out, width = '1280', wait = '4000'] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://localhost:8091';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const stateFile = `/tmp/shots/state-${phone}.json`;
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, storageState: fs.existsSync(stateFile) ? stateFile : undefined, timezoneId: process.env.TZID ?? 'America/Chicago' });
const page = await ctx.newPage();
await page.goto(`${base}/#/`);
await page.waitForTimeout(1500);
if (await page.getByRole('button', { name: 'Text me a passcode' }).count()) {
  await page.getByRole('textbox').first().fill(phone);
  await page.getByRole('button', { name: 'Text me a passcode' }).click();
  await page.waitForTimeout(1500);
  const log = fs.readFileSync(process.env.LOG ?? '/tmp/fw8091.log', 'utf8');
  const pin = [...log.matchAll(new RegExp(`\\+1${phone}\\] Your FieldWatch PIN is (\\d{4})`, 'g'))].at(-1)[1];
  await page.getByRole('textbox').first().fill(pin);
  await page.getByRole('button', { name: 'Submit Pin' }).click();
  await page.waitForTimeout(2000);
  await ctx.storageState({ path: stateFile });
}
await page.goto(`${base}/#${route}`);
await page.waitForTimeout(Number(wait));
await page.screenshot({ path: out, fullPage: false });
console.log((await page.locator('body').innerText()).slice(0, 600));
await browser.close();
