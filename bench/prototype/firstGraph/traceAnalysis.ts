/* The traced run's analysis: the renderer main thread's busy time by kind, its long tasks, the requests, the marks. */

// Chromium's trace event arguments are free-form, per event name
export interface Ev {
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

export function analyse(events: Ev[], mark: number | null, run: number, url: string): void {
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
