/**
 * Directory bench (`npm run bench:directory [-- <devices>]`): a company of 10,000 devices (a bench fixture, not the
 * demo; another size as argument or BENCH_DEVICES, see bench/fleet/settings.ts) in folders of 50, seeded by COPY, on
 * an embedded PostgreSQL and a real server process. Prints the server time of the directory queries
 * (HTTP round trip on loopback, p50/p99 over 20 runs) and, in headless Chromium, the time to the first device card
 * of the directory and of one search keystroke, against the targets (first render < 1 s, keystroke < 50 ms).
 * A measurement, not a test: exits 0 whether the targets are met or not (1 only when the bench itself fails).
 * Needs the built web app (web/dist): `npm run build -w @fieldwatch/web` first.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../server/src/db/embeddedPostgres';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../server/test/helpers/serverProcess';
import { enterPhoneAndPin, launchBrowser } from '../e2e/helpers/chromium';
import { BENCH_PHONE, BENCH_USER, FIRST_ID, seedDirectoryFixture } from './directory/fixture';
import { benchFirstRender } from './directory/firstRender';
import { benchKeystroke } from './directory/keystroke';
import { benchLandingRead } from './directory/landingRead';
import { printAgainstTargets, type Row } from './directory/report';
import { benchServer } from './directory/serverTimes';
import { FLEET, fleetOptions, printSeeding } from './fleet/settings';
import { log } from './helpers/log';
import { logMachineSpeed } from './helpers/machineSpeed';
import { openToPostgres, stopServerAndDatabase } from './helpers/serverAndDatabase';

const rows: Row[] = [];
const unmeasured: string[] = [];

async function signIn(page: Page, baseUrl: string, databaseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/#/`);
  await enterPhoneAndPin(page, databaseUrl, BENCH_PHONE);
  await page.getByRole('link', { name: `${BENCH_USER.first} ${BENCH_USER.last}`, exact: true }).waitFor({ timeout: 30_000 });
}

async function main(): Promise<void> {
  const repoRoot = path.resolve(import.meta.dirname, '..');
  await fs.access(path.join(repoRoot, 'web/dist/index.html')).catch(() => {
    throw new Error('web/dist is missing: run `npm run build -w @fieldwatch/web` first');
  });
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-bench-directory-'));
  let pgdb: EmbeddedPostgres | null = null;
  let server: ServerProcess | null = null;
  let browser: Browser | null = null;
  try {
    await openToPostgres(tmp);
    log(`Temp folder ${tmp}`);
    pgdb = await startEmbeddedPostgres(path.join(tmp, 'data'));
    const port = await freePort();
    server = startServer({
      PORT: String(port),
      DATABASE_URL: pgdb.url,
      DATA_DIR: path.join(tmp, 'server-data'),
      DEMO_DATA: 'false',
      SIMULATOR: 'false',
      MQTT_PORT: 'off',
      // every timed request is the server's own read: one viewer's repeated query would otherwise be a kept answer
      QUERY_SHARE_MS: '0',
    });
    await waitHealthy(server);
    log(`Machine: ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)} at the start`);
    await logMachineSpeed(pgdb.url);
    const fx = await seedDirectoryFixture(pgdb.url, fleetOptions(FLEET));
    log(
      `Fixture: company ${fx.companyID}, ${FLEET.toLocaleString()} devices (ids ${FIRST_ID}..${FIRST_ID + FLEET - 1}) in ${fx.folders} folders, ${fx.tags.toLocaleString()} tags`,
    );
    printSeeding(FLEET, fx);

    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url, pgdb.url);
    const stored = (await page.evaluate(`localStorage.getItem('fieldwatch.user')`)) as string | null;
    const token = stored ? (JSON.parse(stored) as { token?: string }).token : undefined;
    if (!token) throw new Error('no session token in localStorage fieldwatch.user');
    const storage = path.join(tmp, 'session.json');
    await context.storageState({ path: storage });
    await context.close();
    log(`Signed in as ${BENCH_USER.first} ${BENCH_USER.last} through the sign-in screen`);

    await benchServer(server.url, token, rows);
    await benchLandingRead(pgdb.url, rows);
    try {
      await benchFirstRender(browser, storage, server.url, rows);
    } catch (e) {
      unmeasured.push(`first render: ${(e as Error).message.split('\n')[0]}`);
    }
    try {
      await benchKeystroke(browser, storage, server.url, rows);
    } catch (e) {
      unmeasured.push(`search keystroke: ${(e as Error).message.split('\n')[0]}`);
    }

    printAgainstTargets(rows, unmeasured);
    log(`\nMachine load at the end: ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`);
  } finally {
    await browser?.close().catch(() => undefined);
    await stopServerAndDatabase(server, pgdb, tmp);
    log(`Cleaned up (server stopped, PostgreSQL stopped, ${tmp} removed, browser closed)`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
