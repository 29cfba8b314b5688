import type { Browser } from 'playwright-core';
import { TARGET } from './target';

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

export interface LightResult {
  mark: number;
  painted: number;
  frameEnd: number;
  render: number;
  bootStart: number;
}

/** No tracing: the page's own resource timings and long animation frames (with their scripts), read after it settled. */
export async function lightRun(browser: Browser, storage: string, run: number, url: string): Promise<LightResult> {
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
