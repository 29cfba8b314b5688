/**
 * Bytes on the wire (`npm run bench:bundle`): what headless Chromium receives, as its network layer counts it
 * (CDP Network.loadingFinished encodedDataLength: compressed body and response headers), for two first loads with an
 * empty cache: the sign-in page, and a signed-in user's landing page (Mary Manager, `#/`). Prints each load by
 * resource type beside the decoded size, and the sign-in page's JavaScript against its budget: 150 KB compressed, so
 * a field user on a cellular link can sign in before the rest of the app has arrived.
 * The real product: the built web app (the npm script builds it) served by a server process with demo data.
 * Then Lighthouse's accessibility score of the same two pages (bench/lighthouse.ts), against its target.
 * Exits 1 when the sign-in page's JavaScript is over budget.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/src/db/embeddedPostgres';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../server/test/helpers/serverProcess';
import { enterPhoneAndPin, launchBrowser } from '../e2e/helpers/chromium';
import { accessibilityScores, ACCESSIBILITY_TARGET } from './lighthouse';

const SIGN_IN_JS_BUDGET = 150 * 1024;
const PHONE = '5552010002';
const USER = 'Mary Manager';
// after the screen shows, what the page still fetches (code it preloads for later) counts too: a load is over when
// no response has arrived for this long (the signed-in page keeps its live-updates stream open, so never 'network idle')
const QUIET_MS = 2_000;

interface Received {
  url: string;
  type: string;
  wire: number;
  decoded: number;
}

/** Records every response the page receives from now on, by CDP request id. */
async function recordNetwork(context: BrowserContext, page: Page): Promise<() => Received[]> {
  const cdp = await context.newCDPSession(page);
  const seen = new Map<string, Received>();
  cdp.on('Network.responseReceived', (e) =>
    seen.set(e.requestId, { url: e.response.url, type: e.type ?? 'Other', wire: 0, decoded: seen.get(e.requestId)?.decoded ?? 0 }),
  );
  cdp.on('Network.dataReceived', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = seen.get(e.requestId);
    if (r) r.wire = e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return () => [...seen.values()].filter((r) => !r.url.startsWith('data:'));
}

async function settled(received: () => Received[]): Promise<Received[]> {
  let count = -1;
  for (let i = 0; i < 30 && received().length !== count; i++) {
    count = received().length;
    await new Promise((r) => setTimeout(r, QUIET_MS));
  }
  return received();
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(9);

function report(title: string, received: Received[]): number {
  console.log(`\n${title}: ${received.length} requests`);
  console.log(`${'type'.padEnd(14)} ${'requests'.padStart(8)} ${'wire KB'.padStart(9)} ${'decoded KB'.padStart(10)}`);
  const types = [...new Set(received.map((r) => r.type))].sort();
  for (const type of types) {
    const rs = received.filter((r) => r.type === type);
    console.log(
      `${type.padEnd(14)} ${String(rs.length).padStart(8)} ${kb(rs.reduce((s, r) => s + r.wire, 0))} ${kb(rs.reduce((s, r) => s + r.decoded, 0)).padStart(10)}`,
    );
  }
  console.log(
    `${'total'.padEnd(14)} ${String(received.length).padStart(8)} ${kb(received.reduce((s, r) => s + r.wire, 0))} ${kb(received.reduce((s, r) => s + r.decoded, 0)).padStart(10)}`,
  );
  const scripts = received.filter((r) => r.type === 'Script').sort((a, b) => b.wire - a.wire);
  console.log(`scripts: ${scripts.map((r) => `${path.basename(new URL(r.url).pathname)} ${(r.wire / 1024).toFixed(1)}`).join(', ')}`);
  return scripts.reduce((s, r) => s + r.wire, 0);
}

/** Signs in as Mary from the sign-in page the browser shows. */
async function signIn(page: Page, databaseUrl: string): Promise<void> {
  await enterPhoneAndPin(page, databaseUrl, PHONE);
  await page.getByRole('link', { name: USER, exact: true }).waitFor({ timeout: 30_000 });
}

async function main(): Promise<void> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-bundle-'));
  let pgdb: EmbeddedPostgres | undefined;
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    await fs.chmod(tmp, 0o755);
    pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'), { fsync: 'off', synchronous_commit: 'off' });
    server = startServer({
      PORT: String(await freePort()),
      DATABASE_URL: pgdb.url,
      DATA_DIR: path.join(tmp, 'server-data'),
      SIMULATOR: 'false',
      MQTT_PORT: 'off',
    });
    await waitHealthy(server, 300_000);
    browser = await launchBrowser();

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const signInLoad = await recordNetwork(context, page);
    await page.goto(`${server.url}/#/`);
    await page.getByRole('button', { name: 'Text me a passcode' }).waitFor();
    const signInJs = report('Sign-in page, first load', await settled(signInLoad));

    await signIn(page, pgdb.url);
    const storageState = await context.storageState();
    await context.close();

    const signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState });
    const landing = await signedIn.newPage();
    const landingLoad = await recordNetwork(signedIn, landing);
    await landing.goto(`${server.url}/#/`);
    await landing.getByRole('link', { name: USER, exact: true }).waitFor({ timeout: 30_000 });
    report(`Landing page signed in as ${USER}, first load`, await settled(landingLoad));
    await signedIn.close();

    const within = signInJs <= SIGN_IN_JS_BUDGET;
    console.log(
      `\nSign-in page JavaScript on the wire: ${(signInJs / 1024).toFixed(1)} KB; budget ${SIGN_IN_JS_BUDGET / 1024} KB: ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
    process.exitCode = within ? 0 : 1;

    // the closure below loses the narrowing of the `let`s
    const { url } = server;
    const databaseUrl = pgdb.url;
    const scores = await accessibilityScores(url, async (p) => {
      await p.goto(`${url}/#/`);
      await signIn(p, databaseUrl);
    });
    console.log(`\nLighthouse accessibility (mobile profile), target ≥ ${ACCESSIBILITY_TARGET}:`);
    for (const s of scores)
      console.log(
        `  ${s.page.padEnd(26)} ${String(s.score).padStart(3)}  ${s.score >= ACCESSIBILITY_TARGET ? 'met' : 'MISSED'}${s.failed.length ? `  (failed: ${s.failed.join(', ')})` : ''}`,
      );
  } finally {
    await browser?.close();
    await server?.stop();
    await pgdb?.stop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await main();
