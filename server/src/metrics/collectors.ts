import type pg from 'pg';
import type { Db } from '../db/connection';
import { outboxLag } from '../notify/outboxLag';
import { scrapedGauge, type Metrics } from './metrics';

/**
 * The metrics read at scrape time: notification outbox backlog (from the database, shared by every server process),
 * and the use of each of this process's database pools. A scrape during a database outage still answers: the outbox
 * gauges are left out and fieldwatch_database_up says 0.
 */
export function registerScrapedMetrics(metrics: Metrics, opts: { db: Db; pools: Record<string, pg.Pool | null> }): void {
  const { registry } = metrics;
  const pools = Object.entries(opts.pools).filter((e): e is [string, pg.Pool] => e[1] !== null);
  // one outbox read per scrape, shared by the three gauges below (prom-client collects every metric at once)
  let lag: ReturnType<typeof outboxLag> | null = null;
  const read = () => (lag ??= outboxLag(opts.db).finally(() => (lag = null)));

  scrapedGauge(
    registry,
    'fieldwatch_database_up',
    "Whether the database answered the scrape's outbox query (1) or not (0)",
    [],
    async (g) => {
      g.set(
        await read().then(
          () => 1,
          () => 0,
        ),
      );
    },
  );
  scrapedGauge(
    registry,
    'fieldwatch_outbox_due_messages',
    'Notifications due now and not yet sent (all server processes)',
    [],
    async (g) => {
      g.reset();
      const l = await read().catch(() => null);
      if (l) g.set(l.due);
    },
  );
  scrapedGauge(
    registry,
    'fieldwatch_outbox_oldest_due_seconds',
    'How long the oldest unsent notification has been due; 0 when none is',
    [],
    async (g) => {
      g.reset();
      const l = await read().catch(() => null);
      if (l) g.set(l.oldestDueSeconds);
    },
  );

  const poolGauge = (name: string, help: string, value: (p: pg.Pool) => number) =>
    scrapedGauge(registry, name, help, ['pool'], (g) => {
      for (const [pool, p] of pools) g.set({ pool }, value(p));
    });
  poolGauge(
    'fieldwatch_db_pool_connections',
    'Open connections of the pool (main: ingest, alarms, outbox; user: GraphQL requests)',
    (p) => p.totalCount,
  );
  poolGauge('fieldwatch_db_pool_idle_connections', 'Open connections of the pool not lent out', (p) => p.idleCount);
  poolGauge(
    'fieldwatch_db_pool_waiting_clients',
    'Queries waiting for a connection of the pool: above 0 for long, the pool is too small or the database too slow',
    (p) => p.waitingCount,
  );
  poolGauge('fieldwatch_db_pool_max_connections', 'The most connections the pool opens', (p) => p.options.max ?? 10);
}
