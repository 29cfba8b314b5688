import type { StepResult } from './protocol';

export interface StepRow extends StepResult {
  serverNodePct: number;
  postgresPct: number;
  /** Everything else the machine ran meanwhile (other users' processes, the kernel's share not charged to these). */
  otherPct: number;
}

const ANCHOR = { name: 'ThingsBoard (published)', msgPerSecond: 5_000, machine: '2 vCPU + PostgreSQL' };
const TARGET = { msgPerSecond: 15_000, p99AtRate: 5_000, p99Ms: 50 };

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '-');
const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : Math.round(n).toString()) : '-');
const pct = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}%` : '-');
/**
 * CPU-seconds per 1,000 acknowledged messages from a % of one core: the cost of a message, which other processes on a
 * shared machine change much less than they change the rate (they take cores away; they do not make a message dearer).
 */
const cpuPerK = (pctOfCore: number, ackedPerSecond: number) => (ackedPerSecond > 0 ? pctOfCore / 100 / (ackedPerSecond / 1000) : NaN);
const perK = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : '-');

function table(head: string[], rows: string[][], rightAligned: boolean[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (rightAligned[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * A paced step kept up when the generator offered the rate (99 %), every message it sent was acknowledged (within the step
 * or while draining after it), nearly all of them while the step ran, and the latency did not keep rising: the
 * messages sent in the last third waited at most 1.5 times as long as those of the middle third (plus 20 ms for
 * noise). A server that falls behind builds a backlog, and its latency grows for as long as the step lasts.
 */
function keptUp(r: StepResult): boolean {
  return (
    r.rate !== null &&
    !r.stoppedEarly &&
    r.errors === 0 &&
    r.unacked === 0 &&
    r.sent >= 0.99 * r.rate * r.seconds &&
    r.ackedPerSecond >= 0.97 * r.rate &&
    !latencyGrew(r)
  );
}

function latencyGrew(r: StepResult): boolean {
  return r.p50Last > 1.5 * r.p50Middle + 20;
}

/**
 * The rate a step shows the server sustains: for a paced step that kept up, the rate it offered (the generator sent
 * at least 99 % of it, and every message was acknowledged without a growing backlog); for the unpaced step, what
 * was acknowledged while it ran.
 */
function sustainedRate(r: StepResult): number {
  return r.rate !== null ? r.rate : r.ackedPerSecond;
}

export function stepTable(rows: StepRow[]): string {
  return table(
    [
      'step',
      'offered/s',
      'acked/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'errors',
      'unacked',
      'server node',
      'postgres',
      'node cpu-s/1k',
      'pg cpu-s/1k',
      'load gen',
      'other',
      'note',
    ],
    rows.map((r) => [
      r.name,
      r.rate === null ? 'unpaced' : int(r.rate),
      int(r.ackedPerSecond),
      ms(r.p50),
      ms(r.p99),
      ms(r.max),
      int(r.errors),
      int(r.unacked),
      pct(r.serverNodePct),
      pct(r.postgresPct),
      perK(cpuPerK(r.serverNodePct, r.ackedPerSecond)),
      perK(cpuPerK(r.postgresPct, r.ackedPerSecond)),
      pct(r.loadCpuPct),
      pct(r.otherPct),
      r.stoppedEarly
        ? `stopped after ${r.seconds.toFixed(1)} s: ${r.stoppedEarly}`
        : r.rate !== null && !keptUp(r)
          ? `did not keep up${latencyGrew(r) ? ` (p50 ${ms(r.p50Middle)} -> ${ms(r.p50Last)} ms)` : ''}`
          : '',
    ]),
    [false, true, true, true, true, true, true, true, true, true, true, true, true, true, false],
  );
}

export interface Verdict {
  sustained: number;
  sustainedFrom: string;
  p99At5k: number | null;
  throughputMet: boolean;
  latencyMet: boolean;
}

/**
 * Sustained rate: the best of (a) the highest paced step that kept up and (b) the unpaced step's acknowledged rate
 * (sustainedRate).
 * Latency at 5,000 msg/s: the p99 of the paced 5,000 msg/s step.
 */
export function verdict(rows: StepRow[]): Verdict {
  let sustained = 0;
  let sustainedFrom = 'no step';
  for (const r of rows) {
    if ((r.rate === null && !r.stoppedEarly) || keptUp(r)) {
      if (sustainedRate(r) > sustained) {
        sustained = sustainedRate(r);
        sustainedFrom = r.rate === null ? `unpaced step "${r.name}"` : `paced step "${r.name}"`;
      }
    }
  }
  const at5k = rows.find((r) => r.rate === TARGET.p99AtRate);
  const p99At5k = at5k && keptUp(at5k) ? at5k.p99 : at5k ? Infinity : null;
  return {
    sustained,
    sustainedFrom,
    p99At5k,
    throughputMet: sustained >= TARGET.msgPerSecond,
    latencyMet: p99At5k !== null && p99At5k < TARGET.p99Ms,
  };
}

export function comparisonTable(v: Verdict, machine: string): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return table(
    ['', 'msg/s sustained', 'p99 ack at 5,000 msg/s', 'machine'],
    [
      [ANCHOR.name, int(ANCHOR.msgPerSecond), 'not published', ANCHOR.machine],
      ['FieldWatch target', `>= ${int(TARGET.msgPerSecond)}`, `< ${TARGET.p99Ms} ms`, '2 cores, embedded PostgreSQL'],
      [
        'FieldWatch measured',
        `${int(v.sustained)} (${mark(v.throughputMet)}; ${(v.sustained / ANCHOR.msgPerSecond).toFixed(1)}x anchor)`,
        v.p99At5k === null
          ? 'step not run (NOT met)'
          : v.p99At5k === Infinity
            ? 'did not keep up (NOT met)'
            : `${ms(v.p99At5k)} ms (${mark(v.latencyMet)})`,
        machine,
      ],
    ],
    [false, true, true, false],
  );
}
