/**
 * Prototype (not a bench): where a sensor page's first drawn graph spends its time. Signs in to a running server,
 * then for each of RUNS fresh contexts records a Chromium trace of #/devices/{d}/tags/{t} and prints the renderer
 * main thread's busy time by kind, the long tasks with what dominated them, each request's start and end, and the
 * first-graph mark. Usage: tsx bench/prototype/traceFirstGraph.ts <server url>[,<url>...] <database url> [runs]
 * LIGHT=1: no tracing, the page's own timings (QUIET=1: one line per load), servers alternated, p50s side by side;
 * PROFILE=1: a sampled CPU profile up to the mark and after it (build unminified for names).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, latestPinIn } from '../../e2e/helpers/chromium';
import { lightRun, type LightResult } from './firstGraph/lightRun';
import { profileRun } from './firstGraph/profileRun';
import { TARGET } from './firstGraph/target';
import { analyse, type Ev } from './firstGraph/traceAnalysis';

const [urlArg = 'http://localhost:18090', dbUrl = '', runsArg = '3'] = process.argv.slice(2);
const RUNS = Number(runsArg);
const PHONE = '5552010002';

const urls = urlArg.split(',');
const url = urls[0]!;

async function signIn(browser: Browser, url: string): Promise<string> {
  // one sign-in per server (the PIN requests of a phone are limited): the session is kept in the temporary folder
  const storage = path.join(os.tmpdir(), `fw-trace-session-${new URL(url).port}.json`);
  if (await fs.stat(storage).catch(() => null)) return storage;
  const ctx0 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const p0 = await ctx0.newPage();
  const since = new Date(Date.now() - 1000);
  await p0.goto(`${url}/#/`);
  await p0.getByRole('textbox').first().fill(PHONE);
  await p0.getByRole('button', { name: 'Text me a passcode' }).click();
  await p0.getByText('You will receive a message with a 4 digit PIN number.', { exact: false }).waitFor();
  await p0
    .getByRole('textbox')
    .first()
    .fill(await latestPinIn(dbUrl, `+1${PHONE}`, since));
  await p0.getByRole('button', { name: 'Submit Pin' }).click();
  await p0.getByRole('link', { name: 'Mary Manager', exact: true }).waitFor({ timeout: 30_000 });
  await ctx0.storageState({ path: storage });
  await ctx0.close();
  return storage;
}

async function main(): Promise<void> {
  const browser = await launchBrowser();
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-trace-'));
  const sessions = new Map<string, string>();
  for (const u of urls) sessions.set(u, await signIn(browser, u));
  const storage = sessions.get(url)!;
  if (process.env.LIGHT) {
    const results = new Map<string, LightResult[]>(urls.map((u) => [u, []]));
    for (let run = 1; run <= RUNS; run++) {
      // alternate which server goes first, so neither always follows the other
      const order = run % 2 ? urls : [...urls].reverse();
      for (const u of order) results.get(u)!.push(await lightRun(browser, sessions.get(u)!, run, u));
    }
    const q = (xs: number[], p: number) => {
      const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
    };
    console.log(
      `\n${'server'.padEnd(26)} ${'mark p50'.padStart(9)} ${'p90'.padStart(6)} ${'painted p50'.padStart(12)} ${'p90'.padStart(6)} ${'frame end p50'.padStart(14)} ${'render p50'.padStart(11)} ${'entry p50'.padStart(10)}`,
    );
    for (const [u, r] of results) {
      const m = r.map((x) => x.mark),
        pt = r.map((x) => x.painted),
        fe = r.map((x) => x.frameEnd);
      console.log(
        `${u.padEnd(26)} ${q(m, 0.5).toFixed(0).padStart(9)} ${q(m, 0.9).toFixed(0).padStart(6)} ${q(pt, 0.5).toFixed(0).padStart(12)} ${q(pt, 0.9).toFixed(0).padStart(6)} ${q(fe, 0.5).toFixed(0).padStart(14)} ${q(
          r.map((x) => x.render),
          0.5,
        )
          .toFixed(0)
          .padStart(11)} ${q(
          r.map((x) => x.bootStart),
          0.5,
        )
          .toFixed(0)
          .padStart(10)}`,
      );
    }
    await browser.close();
    return;
  }
  for (let run = 1; run <= RUNS; run++) {
    if (process.env.PROFILE) {
      await profileRun(browser, storage, run, url);
      continue;
    }
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: storage });
    const page = await ctx.newPage();
    const file = path.join(tmp, `trace-${run}.json`);
    await browser.startTracing(page, {
      path: file,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'],
    });
    await page.goto(`${url}/${TARGET}`);
    await new Promise((r) => setTimeout(r, 3000));
    const mark = (await page.evaluate(`performance.getEntriesByName('fieldwatch:first-graph')[0]?.startTime ?? null`)) as number | null;
    await browser.stopTracing();
    await ctx.close();
    const raw = JSON.parse(await fs.readFile(file, 'utf8')) as { traceEvents: Ev[] } | Ev[];
    analyse(Array.isArray(raw) ? raw : raw.traceEvents, mark, run, url);
  }
  await browser.close();
  if (!process.env.KEEP) await fs.rm(tmp, { recursive: true, force: true });
  else console.log(`traces kept in ${tmp}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
