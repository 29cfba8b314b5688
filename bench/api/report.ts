import { log } from '../helpers/log';
import type { Prepared } from './cases';
import { CONNECTIONS, FLEET, P99_TARGET_MS, SECONDS } from './settings';

/* What bench:api measured in each timed run, and the table of those runs against the targets. */

export interface Run {
  prepared: Prepared;
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

const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
export const num = (x: number, digits = 0) =>
  Number.isFinite(x) ? x.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';

/** Each run against its targets: its throughput as a share of `me`'s (the mean of the two `me` runs) and its p99. */
export function printAgainstTargets(runs: Run[]): void {
  const meRuns = runs.filter((r) => r.prepared.key === 'me');
  const floor = meRuns.reduce((s, r) => s + r.reqPerSec, 0) / meRuns.length;
  log(
    `\nAgainst the targets (share of me = req/s over the mean of the two me runs, ${num(floor)} req/s; ${CONNECTIONS} connections, ${SECONDS} s each; ${FLEET.toLocaleString()}-device fleet)`,
  );
  const header = ['query', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx/GraphQL', 'of me', 'target', 'SQL/read', 'KB sent', 'verdict'];
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
      `${p.ratioTarget === null ? '' : `>= ${pct(p.ratioTarget)}, `}p99 < ${P99_TARGET_MS}`,
      p.statements === null ? '-' : p.statements.toFixed(1),
      (r.wireBytes / 1024).toFixed(1),
      misses.length ? `NOT met (${misses.join(', ')})` : 'met',
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i >= header.length - 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  log(row(header));
  for (const l of lines) log(row(l));
}
