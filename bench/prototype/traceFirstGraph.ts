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

const [urlArg = 'http://localhost:18090', dbUrl = '', runsArg = '3'] = process.argv.slice(2);
const RUNS = Number(runsArg);
const PHONE = '5552010002';
const TARGET = process.env.TRACE_PATH ?? '#/devices/20101/tags/spsr';

// Chromium's trace event arguments are free-form, per event name
interface Ev {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  args?: Record<string, any>;
}
/** A long-animation-frame entry (PerformanceLongAnimationFrameTiming.toJSON()), the parts read here. */
interface Loaf {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: {
    invokerType: string;
    invoker: string;
    sourceURL: string;
    startTime: number;
    duration: number;
    executionStart: number;
    forcedStyleAndLayoutDuration: number;
  }[];
}

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
      await profileRun(browser, storage, run);
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
    analyse(Array.isArray(raw) ? raw : raw.traceEvents, mark, run);
  }
  await browser.close();
  if (!process.env.KEEP) await fs.rm(tmp, { recursive: true, force: true });
  else console.log(`traces kept in ${tmp}`);
}

interface LightResult {
  mark: number;
  painted: number;
  frameEnd: number;
  render: number;
  bootStart: number;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * A sampled CPU profile of the page load up to the first-graph mark (the build should be unminified for names): self
 * time by function, and inclusive time of React components (capitalised names) inside the render.
 */
async function profileRun(browser: Browser, storage: string, run: number): Promise<void> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: storage });
  // a string, not a function: tsx would wrap a named function in a helper the page does not have
  await ctx.addInitScript(`{
    const mark = performance.mark.bind(performance);
    // a named function that spins 3 ms, so the samples show where the mark was made
    function FIRST_GRAPH_CUT() { const t = performance.now(); while (performance.now() - t < 3); }
    performance.mark = (name, o) => { if (name === 'fieldwatch:first-graph') FIRST_GRAPH_CUT(); return mark(name, o); };
  }`);
  const page = await ctx.newPage();
  await page.goto(`${url}/api/health`);
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${url}/${TARGET}`);
  await new Promise((r) => setTimeout(r, 2500));
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const mark = (await page.evaluate(`performance.getEntriesByName('fieldwatch:first-graph')[0]?.startTime ?? null`)) as number | null;
  await ctx.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackOf = (id: number): ProfileNode[] => {
    const s: ProfileNode[] = [];
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) s.push(byId.get(x)!);
    return s;
  };
  let cut = profile.samples.length;
  for (let i = 0; i < profile.samples.length; i++)
    if (stackOf(profile.samples[i]!).some((n) => n.callFrame.functionName === 'FIRST_GRAPH_CUT')) {
      cut = i;
      break;
    }
  if (process.env.LINES) {
    // the source lines that took the samples of the functions named in LINES (name@file-part), e.g. '(anon)@tagpage'
    for (const want of process.env.LINES.split(',')) {
      const [fn, file, line] = want.split('@');
      const ticks = new Map<number, number>();
      for (const n of profile.nodes as (ProfileNode & { positionTicks?: { line: number; ticks: number }[] })[]) {
        if ((n.callFrame.functionName || '(anon)') !== fn || !n.callFrame.url.includes(file ?? '')) continue;
        if (line !== undefined && n.callFrame.lineNumber !== Number(line)) continue;
        for (const t of n.positionTicks ?? []) ticks.set(t.line, (ticks.get(t.line) ?? 0) + t.ticks);
      }
      console.log(
        `  lines of ${want}: ` +
          [...ticks]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 25)
            .map(([l, t]) => `${l}:${t}`)
            .join(' '),
      );
    }
  }
  if (process.env.MODULES) {
    // samples under each chunk's module evaluation (its top-level function, line 0): what the evaluation calls
    const under = new Map<string, Map<string, number>>();
    for (let i = 0; i < cut; i++) {
      const stack = stackOf(profile.samples[i]!);
      const mod = stack.find(
        (n) => n.callFrame.functionName === '' && n.callFrame.lineNumber === 0 && n.callFrame.url.includes('/assets/'),
      );
      if (!mod) continue;
      const file = mod.callFrame.url.split('/').pop()!;
      const m = under.get(file) ?? new Map<string, number>();
      under.set(file, m);
      // the frame just above the module function: which top-level statement's call
      const idx = stack.indexOf(mod);
      const child = idx > 0 ? stack[idx - 1]! : mod;
      const key = `${child.callFrame.functionName || '(top level)'}:${child.callFrame.lineNumber}`;
      m.set(key, (m.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    }
    for (const [file, m] of under) {
      const total = [...m.values()].reduce((a, b) => a + b, 0);
      console.log(
        `  module evaluation of ${file}: ${total.toFixed(1)} ms; ` +
          [...m]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 15)
            .map(([k, v]) => `${k} ${v.toFixed(1)}`)
            .join(', '),
      );
    }
  }
  summarise(profile, stackOf, 0, cut, `profile run ${run}: first graph ${mark?.toFixed(0)} ms, samples before the mark`);
  // after the mark, up to the first 5 ms without work: what the task still does before the browser can paint
  let end = cut;
  let idleRun = 0;
  for (; end < profile.samples.length && idleRun < 5; end++) {
    const top = byId.get(profile.samples[end]!)!;
    idleRun = top.callFrame.functionName === '(idle)' ? idleRun + (profile.timeDeltas[end + 1] ?? 0) / 1000 : 0;
  }
  summarise(profile, stackOf, cut, end, `after the mark until 5 ms idle`);
}

function summarise(
  profile: { samples: number[]; timeDeltas: number[] },
  stackOf: (id: number) => ProfileNode[],
  from: number,
  cut: number,
  title: string,
): void {
  const self = new Map<string, number>();
  const comps = new Map<string, number>();
  const files = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (let i = from; i < cut; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack = stackOf(profile.samples[i]!);
    const top = stack[0]!;
    const fname = top.callFrame.functionName || '(anon)';
    if (fname === '(idle)') {
      idle += dt;
      continue;
    }
    total += dt;
    const key = `${fname} ${top.callFrame.url.split('/').pop()}:${top.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    const file = top.callFrame.url.split('/').pop() || fname;
    files.set(file, (files.get(file) ?? 0) + dt);
    const seen = new Set<string>();
    for (const n of stack) {
      const f = n.callFrame.functionName;
      if (/^[A-Z][A-Za-z0-9]+$/.test(f) && !seen.has(f)) {
        seen.add(f);
        comps.set(f, (comps.get(f) ?? 0) + dt);
      }
    }
  }
  console.log(`\n=== ${title}: ${total.toFixed(0)} ms busy and ${idle.toFixed(0)} ms idle`);
  const show = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `   ${v.toFixed(1).padStart(6)}  ${k}`)
      .join('\n');
  console.log('  self time by file:\n' + show(files, 10));
  console.log('  self time by function:\n' + show(self, Number(process.env.TOP ?? 25)));
  console.log('  inclusive time by capitalised function (components and classes):\n' + show(comps, 30));
}

/** No tracing: the page's own resource timings and long animation frames (with their scripts), read after it settled. */
async function lightRun(browser: Browser, storage: string, run: number, url: string): Promise<LightResult> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: storage });
  await ctx.addInitScript(() => {
    const w = window as unknown as { __loaf: unknown[] };
    w.__loaf = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__loaf.push(e.toJSON());
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
  // the frame after the mark: a timeout queued from its animation-frame callback runs once that frame is rendered
  await ctx.addInitScript(`{
    const mark = performance.mark.bind(performance);
    performance.mark = (name, o) => {
      if (name === 'fieldwatch:first-graph') requestAnimationFrame(() => setTimeout(() => { window.__painted = performance.now(); }));
      return mark(name, o);
    };
  }`);
  const page = await ctx.newPage();
  await page.goto(`${url}/${TARGET}`);
  await new Promise((r) => setTimeout(r, 3000));
  const out = (await page.evaluate(`(() => {
    const mark = performance.getEntriesByName('fieldwatch:first-graph')[0]?.startTime ?? null;
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource').map((r) => ({ n: r.name.replace(location.origin, ''), s: r.startTime, rs: r.responseStart, re: r.responseEnd, sz: r.transferSize }));
    const marks = performance.getEntriesByType('mark').map((m) => m.name + '@' + m.startTime.toFixed(0));
    return { mark, painted: window.__painted ?? null, nav: { rs: nav.responseStart, re: nav.responseEnd, di: nav.domInteractive }, res, marks, loaf: window.__loaf };
  })()`)) as {
    mark: number | null;
    painted: number | null;
    nav: Record<string, number>;
    res: { n: string; s: number; rs: number; re: number; sz: number }[];
    marks: string[];
    loaf: Loaf[];
  };
  await ctx.close();
  const f = (x: number) => x.toFixed(0).padStart(5);
  const frame = out.loaf.find((l) => l.startTime <= (out.mark ?? 0) && l.startTime + l.duration >= (out.mark ?? 0));
  // the task that rendered the page and drew: from its start to the mark is the first render's cost
  const task = frame?.scripts.find((sc) => sc.startTime <= (out.mark ?? 0) && sc.startTime + sc.duration >= (out.mark ?? 0));
  const boot = out.loaf.flatMap((l) => l.scripts).find((sc) => sc.invokerType === 'module-script');
  const result = {
    mark: out.mark ?? NaN,
    painted: out.painted ?? NaN,
    frameEnd: frame ? frame.startTime + frame.duration : (out.mark ?? NaN),
    render: task ? (out.mark ?? NaN) - task.startTime : NaN,
    bootStart: boot ? boot.startTime : NaN,
  };
  if (process.env.QUIET) {
    console.log(
      `  ${url} run ${run}: mark ${f(result.mark)}  painted ${f(result.painted)}  frame end ${f(result.frameEnd)}  render task to mark ${f(result.render)}  entry runs at ${f(result.bootStart)}`,
    );
    return result;
  }
  console.log(
    `\n=== light run ${run}: first graph at ${out.mark?.toFixed(0)} ms, painted ${out.painted?.toFixed(0)}; html ${f(out.nav.rs!)}..${f(out.nav.re!)}, domInteractive ${f(out.nav.di!)}`,
  );
  for (const r of out.res.filter((r) => r.s < (out.mark ?? 1e9))) console.log(`   ${f(r.s)} ${f(r.rs)} ${f(r.re)}  ${r.n.slice(0, 60)}`);
  console.log('  marks: ' + out.marks.join(', '));
  for (const l of out.loaf.filter((l) => l.startTime < (out.mark ?? 1e9) + 50)) {
    console.log(
      `  frame ${f(l.startTime)}..${f(l.startTime + l.duration)} (${l.duration.toFixed(0)} ms; blocking ${l.blockingDuration.toFixed(0)}, render ${l.renderStart ? f(l.renderStart) : '-'}, style/layout ${l.styleAndLayoutStart ? (l.startTime + l.duration - l.styleAndLayoutStart).toFixed(0) : '-'})`,
    );
    for (const sc of l.scripts)
      console.log(
        `      ${sc.invokerType} ${String(sc.invoker).slice(0, 50)} ${sc.sourceURL.split('/').pop()} start ${f(sc.startTime)} dur ${sc.duration.toFixed(0)} (compile ${(sc.executionStart - sc.startTime).toFixed(0)}, forced layout ${sc.forcedStyleAndLayoutDuration.toFixed(0)})`,
      );
  }
  return result;
}

function analyse(events: Ev[], mark: number | null, run: number): void {
  const threadName = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, e.args?.name as string);
  // the page's renderer: the process whose main thread parsed the page's HTML
  const parse = events.find((e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) {
    console.log(`run ${run}: no ParseHTML`);
    return;
  }
  const main = `${parse.pid}:${parse.tid}`;
  const nav = events.filter((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main && e.ts <= parse.ts).pop();
  const t0 = nav?.ts ?? parse.ts;
  const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0).padStart(5);
  const end = mark !== null ? t0 + mark * 1000 : Infinity;
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= t0 && e.ts < end);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const busy = tasks.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000;
  console.log(`\n=== run ${run}: first graph at ${mark?.toFixed(0)} ms; main thread busy ${busy.toFixed(0)} ms before it`);
  // time by event kind, counted once per kind (self time would need nesting; top kinds are informative enough)
  const kinds = [
    'ParseHTML',
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'V8.CompileCode',
    'v8.evaluateModule',
    'FunctionCall',
    'TimerFire',
    'FireAnimationFrame',
    'UpdateLayoutTree',
    'Layout',
    'Paint',
    'ParseAuthorStyleSheet',
    'PrePaint',
    'Layerize',
    'MajorGC',
    'MinorGC',
    'V8.GC_SCAVENGER',
    'v8.run',
    'EventDispatch',
    'XHRReadyStateChange',
    'ResourceReceivedData',
  ];
  const byKind = new Map<string, number>();
  for (const e of onMain) if (kinds.includes(e.name)) byKind.set(e.name, (byKind.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  console.log(
    '  by kind (inclusive, nested kinds overlap): ' +
      [...byKind]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', '),
  );
  console.log('  main-thread tasks over 4 ms:');
  for (const t of tasks.filter((e) => (e.dur ?? 0) > 4000)) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && kinds.includes(e.name));
    const top = inside
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 3)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.url ? ' ' + String(e.args.data.url).split('/').pop() : ''}${e.args?.data?.fileName ? ' ' + String(e.args.data.fileName).split('/').pop() : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      );
    console.log(`   ${rel(t.ts)}..${rel(t.ts + (t.dur ?? 0))} ms  ${((t.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${top.join(' | ')}`);
  }
  const sends = events.filter(
    (e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').startsWith(url) && e.ts >= t0 - 50_000,
  );
  const finishes = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.requestId as string, e]));
  const responses = new Map(events.filter((e) => e.name === 'ResourceReceiveResponse').map((e) => [e.args?.data?.requestId as string, e]));
  console.log('  requests (sent / response / finished, ms from navigation):');
  for (const s of sends) {
    const id = s.args?.data?.requestId as string;
    const f = finishes.get(id);
    const r = responses.get(id);
    const u = String(s.args?.data?.url ?? '').replace(url, '');
    console.log(
      `   ${rel(s.ts)} ${r ? rel(r.ts) : '    -'} ${f ? rel(f.ts) : '    -'}  ${(s.args?.data?.priority ?? '').toString().padEnd(8)} ${u.slice(0, 70)} ${f?.args?.data?.encodedDataLength ?? ''}`,
    );
  }
  const marks = events
    .filter((e) => e.cat.includes('blink.user_timing') && `${e.pid}:${e.tid}` === main && e.ts >= t0)
    .map((e) => `${e.name}@${rel(e.ts).trim()}`);
  console.log('  user timing: ' + [...new Set(marks)].slice(0, 12).join(', '));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
