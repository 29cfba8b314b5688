import fs from 'node:fs/promises';
import { createTardyScheduler } from '../../server/src/alarms/tardyScheduler';
import { connect } from '../../server/src/db/connection';
import { FIRST_ID } from '../directory/fixture';
import { fleetSecret, mainTag } from '../fleet/fleetRows';
import { log } from '../helpers/log';

/*
 * bench:api's last part, after the query runs: some ingest of the fleet over HTTP (one message from each of the first
 * BENCH_INGEST_DEVICES devices: the alarm engine and the device auth cache meet that many devices), one timed tardy
 * scan over the whole fleet, then the server's resident memory against its targets.
 */

const TARDY_SCAN_TARGET_MS = 2000;
const RSS_TARGET_MB = 400;
const INGEST_CONCURRENCY = 20;
/**
 * Seconds without load before the memory is read once more: what the server holds once the load has passed (it gives
 * a burst's heap back when it is quiet: server/src/memoryTrim.ts), judged against the same target beside the reading
 * taken right after the load, which is what it needed during it.
 */
const IDLE_SECONDS = 30;

export interface MixedLoadResult {
  ingested: number;
  ingestSeconds: number;
  tardyReported: number;
  tardyMs: number;
  tardyCandidates: number;
  rssMb: number;
  peakRssMb: number;
  /** RSS after IDLE_SECONDS without load. */
  idleRssMb: number;
}

/** One data message from each of the first `devices` fleet devices, `INGEST_CONCURRENCY` in flight. */
async function ingest(url: string, devices: number): Promise<{ ok: number; seconds: number }> {
  let next = 0;
  let ok = 0;
  const t0 = performance.now();
  const worker = async () => {
    for (let g = ++next; g <= devices; g = ++next) {
      const id = FIRST_ID + g - 1;
      const tag = mainTag(g);
      const value = tag === 'spsr' ? ((g * 7) % 200) / 10 : (g * 13) % 900;
      const res = await fetch(`${url}/api/devices/${id}/messages/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fleetSecret(id)}` },
        body: JSON.stringify({ time: Date.now() / 1000, values: { [tag]: value, _v: 3.7, _csq: 12 } }),
      });
      await res.arrayBuffer();
      if (res.ok) ok++;
    }
  };
  await Promise.all(Array.from({ length: INGEST_CONCURRENCY }, worker));
  return { ok, seconds: (performance.now() - t0) / 1000 };
}

/** The server's resident memory now and at its peak (VmRSS, VmHWM of /proc/<pid>/status), in MB. */
async function rssOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Where the server's memory is, in MB: RSS, and from its GET /metrics (prom-client's process metrics) the V8 heap
 * spaces' committed sizes (new: the young generation, old, code, large objects) and the memory outside the heap that
 * V8 knows of (external: buffers, zlib's and brotli's state). What RSS holds beyond these is the allocator's.
 */
export async function memoryLine(url: string, pid: number): Promise<string> {
  const { rss } = await rssOf(pid);
  const text = await (await fetch(`${url}/metrics`)).text();
  const mb = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN) / 2 ** 20;
  const space = (name: string) => mb(new RegExp(`^nodejs_heap_space_size_total_bytes\\{space="${name}"\\} (\\S+)`, 'm'));
  const f = (x: number) => x.toFixed(0);
  return (
    `RSS ${f(rss)} MB: heap ${f(mb(/^nodejs_heap_size_total_bytes (\S+)/m))} MB committed (new ${f(space('new'))}, old ${f(space('old'))}, ` +
    `code ${f(space('code'))}, large objects ${f(space('large_object'))}; used ${f(mb(/^nodejs_heap_size_used_bytes (\S+)/m))}), ` +
    `external ${f(mb(/^nodejs_external_memory_bytes (\S+)/m))} MB`
  );
}

export async function mixedLoad(url: string, databaseUrl: string, serverPid: number, ingestDevices: number): Promise<MixedLoadResult> {
  log(`\nMixed load, after the query runs: ${await memoryLine(url, serverPid)}`);
  log(`One message from each of ${ingestDevices.toLocaleString()} fleet devices over HTTP, ${INGEST_CONCURRENCY} at a time`);
  const { ok, seconds } = await ingest(url, ingestDevices);
  log(
    `  ${ok.toLocaleString()} of ${ingestDevices.toLocaleString()} accepted in ${seconds.toFixed(1)} s (${(ok / seconds).toFixed(0)} msg/s)`,
  );
  log(`  after the ingest: ${await memoryLine(url, serverPid)}`);

  // the server's own scan (every minute) has reported the fleet's tardy devices by now: they are made unreported
  // again, and one scan is timed from here, on the server's database (the same code and queries as the server's).
  // When the server's scan ran at the same time and took some of them, the timing is of a shared scan: once more.
  const h = connect(databaseUrl, 4);
  try {
    let reported = 0;
    let candidates = 0;
    let tardyMs = NaN;
    for (let attempt = 1; attempt <= 3; attempt++) {
      const reset = await h.pool.query(
        `UPDATE devices SET tardy_notified_at = NULL
          WHERE id >= $1 AND tardy_notified_at > now() - interval '1 day'
            AND coalesce(last_health_at, last_time_message_received) < now() - interval '1 day'`,
        [FIRST_ID],
      );
      candidates = reset.rowCount ?? 0;
      const tardy = createTardyScheduler({ db: h.db, publicUrl: url, log: (m, e) => log(`  ${m} ${String(e ?? '')}`) });
      const t0 = performance.now();
      reported = await tardy.scan();
      tardyMs = performance.now() - t0;
      log(
        `  tardy scan: ${reported.toLocaleString()} of ${candidates.toLocaleString()} tardy devices reported in ${tardyMs.toFixed(0)} ms`,
      );
      if (reported >= candidates) break;
      log(`  (the server's own scan took the others: once more)`);
    }
    log(`  after the tardy scan: ${await memoryLine(url, serverPid)}`);
    const mem = await rssOf(serverPid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    log(`  after ${IDLE_SECONDS} s without load: ${await memoryLine(url, serverPid)}`);
    const idle = await rssOf(serverPid);
    return {
      ingested: ok,
      ingestSeconds: seconds,
      tardyReported: reported,
      tardyCandidates: candidates,
      tardyMs,
      rssMb: mem.rss,
      peakRssMb: mem.peak,
      idleRssMb: idle.rss,
    };
  } finally {
    await h.close();
  }
}

export function printMixedLoad(r: MixedLoadResult): void {
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  log(
    `  tardy scan over the fleet        ${r.tardyMs.toFixed(0).padStart(6)} ms   target <= ${TARDY_SCAN_TARGET_MS} ms  ${verdict(r.tardyMs <= TARDY_SCAN_TARGET_MS)}`,
  );
  log(
    `  server RSS after the mixed load  ${r.rssMb.toFixed(0).padStart(6)} MB   target <= ${RSS_TARGET_MB} MB   ${verdict(r.rssMb <= RSS_TARGET_MB)} (peak ${r.peakRssMb.toFixed(0)} MB)`,
  );
  log(
    `  server RSS ${IDLE_SECONDS} s after the load     ${r.idleRssMb.toFixed(0).padStart(6)} MB   target <= ${RSS_TARGET_MB} MB   ${verdict(r.idleRssMb <= RSS_TARGET_MB)} (settled)`,
  );
}
