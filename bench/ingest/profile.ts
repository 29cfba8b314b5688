import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

/**
 * A sampling view of where PostgreSQL's time goes without extensions: every `everyMs`, what each of the server's
 * backends is doing (running, or waiting and on what: WAL flush, a row lock held by the other writer, I/O...).
 */
export class PgWaitSampler {
  private counts = new Map<string, number>();
  private samples = 0;
  private timer: NodeJS.Timeout | null = null;
  private busy = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly everyMs = 20,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sample(), this.everyMs);
  }

  private async sample(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const r = await this.pool.query<{ what: string }>(
        `SELECT backend_type || ': ' ||
                CASE WHEN state = 'active' AND wait_event IS NULL THEN 'running (CPU)'
                     WHEN state = 'active' OR backend_type <> 'client backend' THEN coalesce(wait_event_type || ':' || wait_event, 'running (CPU)')
                     ELSE state || coalesce(' (' || wait_event || ')', '') END
                || CASE WHEN state = 'active' AND backend_type = 'client backend' THEN ' -- ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 40) ELSE '' END AS what
           FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND (datname = current_database() OR datname IS NULL)
            AND NOT (backend_type <> 'client backend' AND wait_event_type = 'Activity')`,
      );
      this.samples++;
      for (const row of r.rows) this.counts.set(row.what, (this.counts.get(row.what) ?? 0) + 1);
    } catch {
      /* the database may be stopping */
    } finally {
      this.busy = false;
    }
  }

  stop(): string {
    if (this.timer) clearInterval(this.timer);
    const rows = [...this.counts].sort((a, b) => b[1] - a[1]).slice(0, 20);
    return [
      `PostgreSQL processes by state (${this.samples} samples every ${this.everyMs} ms; average number of processes in each state;` +
        ' "idle in transaction (ClientRead)" = holding a transaction open while waiting for Node):',
      ...rows.map(([what, n]) => `  ${(n / Math.max(1, this.samples)).toFixed(2).padStart(6)}  ${what}`),
    ].join('\n');
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** Self time per function (and per package) of a V8 .cpuprofile, as printable lines. */
export async function summarizeCpuProfiles(dir: string, top = 25): Promise<string> {
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.cpuprofile'));
  if (!files.length) return `no .cpuprofile in ${dir} (the server must exit normally to write it)`;
  const out: string[] = [];
  for (const f of files) {
    const prof = JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as { nodes: ProfileNode[]; startTime: number; endTime: number };
    // tsx's module loader runs in a thread of its own, busy only at start: not the server's work
    if (!prof.nodes.some((n) => n.callFrame.url.includes('/server/src/'))) {
      out.push(`(${f}: a thread without server code, the module loader; skipped)`);
      continue;
    }
    // idle ticks are the event loop waiting (for PostgreSQL, for the network): not work
    const busy = prof.nodes.filter((n) => n.callFrame.functionName !== '(idle)');
    const total = busy.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
    const byFn = new Map<string, number>();
    const byPkg = new Map<string, number>();
    for (const n of busy) {
      const hits = n.hitCount ?? 0;
      if (!hits) continue;
      const url = n.callFrame.url.replace(/^file:\/\//, '');
      const pkg = url.includes('node_modules/')
        ? url
            .slice(url.lastIndexOf('node_modules/') + 13)
            .split('/')
            .slice(0, url.includes('node_modules/@') ? 2 : 1)
            .join('/')
        : url.includes('/server/src/')
          ? `server/src/${url.split('/server/src/')[1]}`
          : url.startsWith('node:')
            ? url
            : url
              ? 'other'
              : `(${n.callFrame.functionName || 'program'})`;
      const fn = `${n.callFrame.functionName || '(anonymous)'}  ${url ? `${path.basename(url)}:${n.callFrame.lineNumber + 1}` : ''}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + hits);
      byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + hits);
    }
    const fmt = (m: Map<string, number>) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`);
    out.push(
      `CPU profile of the server's Node process: ${path.join(dir, f)} (${((prof.endTime - prof.startTime) / 1e6).toFixed(0)} s)`,
      'share of busy (non-idle) samples, self time by package / file:',
      ...fmt(byPkg),
      'self time by function:',
      ...fmt(byFn),
    );
  }
  return out.join('\n');
}
