import v8 from 'node:v8';

/** How often the process looks at how busy it was. */
const CHECK_MS = 5_000;
/** Quiet: the process used less than this share of one core since the last look. */
const QUIET_CPU_SHARE = 0.2;
/** Worth giving back: V8's heap holds this much more than after the last trim (or than at the start). */
const GROWTH_BYTES = 64 * 1024 * 1024;

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };

/**
 * Gives a burst's memory back once the burst has passed. Under load V8 grows its young generation to the 128 MB the
 * server allows it (nodeFlags.ts, for ingest's sake) and its old generation with what was promoted; afterwards it
 * keeps those pages, because it only shrinks them in a collection that aims to save memory, and a quiet server's
 * timers allocate too little to bring one about (bench:api: the same resident memory 30 s after the load as during
 * it). So when the heap has grown by GROWTH_BYTES since the last trim and the process has been mostly idle for
 * CHECK_MS, one memory-reducing collection runs (V8's last-resort flavour, as for a low-memory notification): on
 * the bench's heap about 100–300 ms of the main thread, taken when nobody is waiting.
 *
 * It needs `--expose-gc` (nodeFlags.ts, the start scripts); without it (`npm run dev`) nothing is trimmed.
 */
export function startMemoryTrim(
  log: (line: string) => void,
  { checkMs = CHECK_MS, growthBytes = GROWTH_BYTES }: { checkMs?: number; growthBytes?: number } = {},
): { stop(): void } | null {
  const gc = (globalThis as { gc?: (options: GcOptions) => void }).gc;
  if (typeof gc !== 'function') return null;
  let baseline = v8.getHeapStatistics().total_heap_size;
  let cpu = process.cpuUsage();
  let at = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const used = process.cpuUsage(cpu);
    const share = (used.user + used.system) / 1000 / (now - at);
    cpu = process.cpuUsage();
    at = now;
    const heap = v8.getHeapStatistics().total_heap_size;
    if (heap < baseline) baseline = heap;
    if (share >= QUIET_CPU_SHARE || heap - baseline < growthBytes) return;
    const started = performance.now();
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    baseline = v8.getHeapStatistics().total_heap_size;
    const mb = (n: number) => Math.round(n / 1024 / 1024);
    log(
      `memory: the heap went from ${mb(heap)} to ${mb(baseline)} MB once the load had passed (${Math.round(performance.now() - started)} ms)`,
    );
    // the collection's own time is not the next look's load
    cpu = process.cpuUsage();
    at = performance.now();
  }, checkMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
