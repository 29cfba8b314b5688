import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { IngestPipeline } from '../ingest/ingestPipeline';
import { outboxLag } from '../notify/outboxLag';

/**
 * Past this, notifications are not going out: /api/health/ready says so. A failed send waits before its next try
 * (outbox.ts pushes its due time forward), so a provider that refuses does not age the queue; what ages it is delivery
 * not running at all (no process delivering, or far more due than it sends).
 */
export const OUTBOX_READY_LAG_SECONDS = 600;
/** A database that has not answered SELECT 1 by then counts as down: a probe must answer before its own timeout. */
const PROBE_TIMEOUT_MS = 2000;

interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

/** Checks that parts started after the app (main.ts: the external broker's connections) add to readiness. */
export interface Readiness {
  add(name: string, check: () => CheckResult): void;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database timeout')), PROBE_TIMEOUT_MS).unref()),
  ]);
}

/**
 * The health endpoints. `/api/health` (unchanged: the database answers; load balancers and the tests use it),
 * `/api/health/live` (the process is up and its event loop answers: restart it when this fails) and
 * `/api/health/ready` (it can serve: the database answers, delivery is not stuck, and with an external broker at
 * least one connection to it is up: send it traffic only while this is 200).
 */
export function healthRoutes(fastify: FastifyInstance, opts: { db: Db; pipeline: IngestPipeline }): Readiness {
  const { db, pipeline } = opts;
  const extra = new Map<string, () => CheckResult>();

  fastify.get('/api/health', async (_req, reply) => {
    try {
      await withTimeout(sql`SELECT 1`.execute(db));
      return { status: 'ok', ingest: { committedMessages: pipeline.committedMessages } };
    } catch (err) {
      fastify.log.warn({ err }, 'health check: database unavailable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  fastify.get('/api/health/live', async () => ({ status: 'ok' }));

  fastify.get('/api/health/ready', async (_req, reply) => {
    const checks: Record<string, CheckResult> = {};
    const lag = await withTimeout(outboxLag(db)).catch(() => null);
    checks.database = { ok: lag !== null };
    checks.outbox = lag
      ? { ok: lag.oldestDueSeconds <= OUTBOX_READY_LAG_SECONDS, due: lag.due, oldestDueSeconds: Math.round(lag.oldestDueSeconds) }
      : { ok: false };
    for (const [name, check] of extra) checks[name] = check();
    const ok = Object.values(checks).every((c) => c.ok);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable', checks });
  });

  return { add: (name, check) => void extra.set(name, check) };
}
