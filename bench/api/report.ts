import { log } from '../helpers/log';
import type { Prepared } from './cases';
import { CONNECTIONS, FLEET, P99_TARGET_MS, SECONDS } from './settings';

/* What bench:api measured in each timed run, and the table of those runs against the targets. */

export interface Run {
  prepared: Prepared;
  /** Every request the same body: answered mostly from kept or shared answers, never judged against the targets. */
  fixedBody: boolean;
  /** The share of the run's queries the server answered from memory (kept, or joined to a read under way). */
  fromMemory: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  graphqlErrors: number;
  /** bytes on the wire per answer (compressed where the server compresses) */
  wireBytes: number;
  cpu: { server: number; postgres: number; bench: number; other: number };
  /** monotonic µs, to find the run in a CPU profile */
  from: number;
  to: number;
}

/**
 * A run the server answered more than this share of from memory (kept answers, single flight) measured the cache, not
 * the query: it gets no verdict (a query with nothing to vary but the user, or pages that came round again within the
 * keep time on a small fleet).
 */
const FROM_MEMORY_LIMIT = 0.05;

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
export const num = (x: number, digits = 0) =>
  Number.isFinite(x) ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

/**
 * Each run of distinct requests against its targets: its throughput as a share of `me`'s (the mean of the two `me`
 * runs) and its p99. The runs of one fixed body follow in rows of their own, with the share answered from memory and
 * no verdict: they measure the cache, not the queries.
 */
export function printAgainstTargets(all: Run[]): void {
  const runs = all.filter((r) => !r.fixedBody);
  const meRuns = runs.filter((r) => r.prepared.key === 'me');
  const floor = meRuns.reduce((s, r) => s + r.reqPerSec, 0) / meRuns.length;
  log(
    `\nAgainst the targets (share of me = req/s over the mean of the two me runs, ${num(floor)} req/s; ${CONNECTIONS} connections, ${SECONDS} s each; ${FLEET.toLocaleString()}-device fleet)`,
  );
  const header = [
    'query',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors/non-2xx/GraphQL',
    'of me',
    'from memory',
    'target',
    'SQL/read',
    'KB sent',
    'verdict',
  ];
  const lines: string[][] = [];
  for (const [i, r] of runs.entries()) {
    const p = r.prepared;
    const share = r.reqPerSec / floor;
    const misses: string[] = [];
    // a run shorter than one answer's time: nothing measured, nothing met
    if (r.reqPerSec === 0) misses.push('no answer in the run');
    if (p.ratioTarget !== null && !(share >= p.ratioTarget)) misses.push('throughput');
    if (!(r.p99 < P99_TARGET_MS)) misses.push('p99');
    if (r.errors + r.non2xx + r.graphqlErrors > 0) misses.push('errors');
    const last = p.key === 'me' && i === runs.length - 1;
    lines.push([
      last ? `${p.label} (again, last)` : p.label,
      num(r.reqPerSec),
      num(r.p50, 1),
      num(r.p99, 1),
      `${r.errors}/${r.non2xx}/${r.graphqlErrors}`,
      pct(share),
      pct(r.fromMemory),
      `${p.ratioTarget === null ? '' : `>= ${pct(p.ratioTarget)}, `}p99 < ${P99_TARGET_MS}`,
      p.statements === null ? '-' : p.statements.toFixed(1),
      (r.wireBytes / 1024).toFixed(1),
      r.fromMemory > FROM_MEMORY_LIMIT
        ? `not judged: ${pct(r.fromMemory)} from memory`
        : misses.length
          ? `NOT met (${misses.join(', ')})`
          : 'met',
    ]);
  }
  for (const r of all.filter((x) => x.fixedBody)) {
    lines.push([
      `${r.prepared.label}, one fixed body`,
      num(r.reqPerSec),
      num(r.p50, 1),
      num(r.p99, 1),
      `${r.errors}/${r.non2xx}/${r.graphqlErrors}`,
      pct(r.reqPerSec / floor),
      pct(r.fromMemory),
      '-',
      '-',
      (r.wireBytes / 1024).toFixed(1),
      'cache, not judged',
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i >= header.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  log(row(header));
  for (const l of lines) log(row(l));
}
