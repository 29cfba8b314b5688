import fs from 'node:fs';

/** The q-quantile (0..1) of sorted values, nearest rank; NaN when empty. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

const TICKS = 100; // USER_HZ on Linux

/** utime + stime of a process, in seconds (and stime alone: the kernel's work for it, fsync included); 0 when gone. */
function cpuSeconds(pid: number): number {
  return cpuTimes(pid).total;
}

function cpuTimes(pid: number): { total: number; sys: number } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // after the command: state(0) ppid(1) ... utime(11) stime(12)
    return { total: (Number(f[11]) + Number(f[12])) / TICKS, sys: Number(f[12]) / TICKS };
  } catch {
    return { total: 0, sys: 0 };
  }
}

function childrenOf(ppid: number): number[] {
  const out: number[] = [];
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(f[1]) === ppid) out.push(Number(e));
    } catch {
      /* gone */
    }
  }
  return out;
}

/** Busy CPU seconds of the whole machine (all cores), from /proc/stat. */
function machineBusySeconds(): number {
  try {
    const f = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    return ((f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0) + (f[5] ?? 0) + (f[6] ?? 0) + (f[7] ?? 0)) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * CPU used by the server's Node process and by PostgreSQL (postmaster and every backend) between two samples,
 * from /proc. Backends that exit between samples are not counted (the server's pool keeps its connections).
 */
export class CpuSampler {
  private last: { at: number; node: number; pg: Map<number, { total: number; sys: number }>; machine: number } | null = null;

  constructor(
    private readonly serverPid: number,
    private readonly postmasterPid: number,
  ) {}

  private read(): { at: number; node: number; pg: Map<number, { total: number; sys: number }>; machine: number } {
    const pg = new Map<number, { total: number; sys: number }>();
    for (const pid of [this.postmasterPid, ...childrenOf(this.postmasterPid)]) pg.set(pid, cpuTimes(pid));
    return { at: performance.now(), node: cpuSeconds(this.serverPid), pg, machine: machineBusySeconds() };
  }

  start(): void {
    this.last = this.read();
  }

  /** % of one core used since start() by the server's Node process, by PostgreSQL, and by the whole machine. */
  stop(): { nodePct: number; pgPct: number; pgSysPct: number; machinePct: number } {
    const now = this.read();
    const prev = this.last ?? now;
    const secs = (now.at - prev.at) / 1000 || 1;
    let pg = 0;
    let pgSys = 0;
    for (const [pid, t] of now.pg) {
      pg += t.total - (prev.pg.get(pid)?.total ?? 0);
      pgSys += t.sys - (prev.pg.get(pid)?.sys ?? 0);
    }
    return {
      nodePct: ((now.node - prev.node) / secs) * 100,
      pgPct: (pg / secs) * 100,
      pgSysPct: (pgSys / secs) * 100,
      machinePct: ((now.machine - prev.machine) / secs) * 100,
    };
  }
}
