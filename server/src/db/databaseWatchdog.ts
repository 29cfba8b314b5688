import pg from 'pg';
import { cutConnections } from './poolClients';

export interface DatabaseWatchdogOptions {
  url: string;
  /** The pools whose connections are cut when the database stops answering. */
  pools: pg.Pool[];
  log: (line: string) => void;
  /** Between two probes. Default 1 s. */
  intervalMs?: number;
  /** A probe (connect if need be, then SELECT 1) not answered by then means the database is not answering. Default 2.5 s. */
  deadlineMs?: number;
}

export interface DatabaseWatchdog {
  /** Whether the last probe was answered in time. */
  readonly answering: boolean;
  stop(): Promise<void>;
}

/**
 * Probes the database once a second on a connection of its own. A database that is down refuses connections, and
 * every request fails fast by itself; one that is frozen (stopped process, a hung disk, a network path that drops
 * packets) accepts and never answers, and the requests on its open connections would wait for TCP to give up, minutes
 * later. When a probe goes unanswered past the deadline, the pools' connections are cut (poolClients.ts): what waits
 * on them fails as "database unavailable" (503 with retry-after), and new ones time out after CONNECT_TIMEOUT_MS
 * until the database answers again. With the defaults, a request made when the database froze is answered 503
 * within about 3.5 s. A busy but healthy PostgreSQL answers SELECT 1 in milliseconds, far from the deadline.
 */
export function startDatabaseWatchdog(opts: DatabaseWatchdogOptions): DatabaseWatchdog {
  const intervalMs = opts.intervalMs ?? 1000;
  const deadlineMs = opts.deadlineMs ?? 2500;
  let client: pg.Client | null = null;
  let answering = true;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let probing: Promise<void> = Promise.resolve();

  const drop = (c: pg.Client | null) => {
    if (!c) return;
    if (client === c) client = null;
    (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  };

  async function probe(): Promise<void> {
    let deadline: NodeJS.Timeout | undefined;
    // pg's own connect timeout is later than the deadline: a connection that hangs is the deadline's case, a frozen database
    const c = client ?? new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: deadlineMs * 2 });
    try {
      await Promise.race([
        (async () => {
          if (!client) {
            c.on('error', () => drop(c));
            client = c;
            await c.connect();
          }
          await c.query('SELECT 1');
        })(),
        new Promise<never>((_, reject) => {
          // after one turn of the event loop's I/O: if this process itself was blocked past the deadline, the answer
          // that came meanwhile is read first and wins the race, and a busy server does not cut a healthy database
          deadline = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${deadlineMs} ms`))), deadlineMs);
        }),
      ]);
      if (!answering) opts.log('The database answers again');
      answering = true;
    } catch (err) {
      drop(c);
      const frozen = (err as Error).message.startsWith('no answer');
      if (answering)
        opts.log(
          `The database is not answering (${(err as Error).message})${frozen ? '; cutting its connections so requests fail fast' : ''}`,
        );
      answering = false;
      // a refused connection fails every request by itself; only a silent database leaves requests waiting
      if (frozen) for (const pool of opts.pools) cutConnections(pool);
    } finally {
      clearTimeout(deadline);
    }
  }

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      probing = probe().finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    get answering() {
      return answering;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await probing;
      const c = client;
      if (!c) return;
      // a polite goodbye, but a frozen database would never read it
      await Promise.race([c.end().catch(() => {}), new Promise((r) => setTimeout(r, 1000).unref())]);
      drop(c);
    },
  };
}
