import type { Browser } from 'playwright-core';
import { TARGET } from './target';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * A sampled CPU profile of the page load up to the first-graph mark (the build should be unminified for names): self
 * time by function, and inclusive time of React components (capitalised names) inside the render.
 */
export async function profileRun(browser: Browser, storage: string, run: number, url: string): Promise<void> {
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
