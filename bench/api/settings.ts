export { FLEET } from '../fleet/settings';

/* bench:api's settings (see bench/api.ts's header): the environment, an argument for the fleet, and the targets. */
const envNumber = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, not ${raw}`);
  return n;
};
export const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 50);
export const SECONDS = envNumber('BENCH_SECONDS', 20);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
export const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
/** Fleet devices that each send one message over HTTP in the mixed load (all of a fleet up to 20,000). */
export const INGEST_DEVICES = envNumber('BENCH_INGEST_DEVICES', 20_000);
/** Extra Node flags for the server (after its own, so they win), e.g. `--max-semi-space-size=16` to compare memory. */
export const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
export const PROFILE = process.env.BENCH_PROFILE || null;
export const SQL_COUNT = process.env.BENCH_SQL_COUNT !== '0';
/**
 * The server shares one viewer's identical queries for QUERY_SHARE_MS (2 s unless set; server/src/graphql/
 * sharedQueryAnswers.ts). The timed runs send distinct requests (requests.ts distinctBody), which it must read each;
 * the runs of one fixed body, in rows of their own, show what kept and shared answers serve from memory.
 */
const SHARE_MS = process.env.QUERY_SHARE_MS ? Number(process.env.QUERY_SHARE_MS) : 2000;
export const SHARE_LINE =
  SHARE_MS > 0
    ? `kept ${SHARE_MS} ms (QUERY_SHARE_MS); the timed runs ask distinct questions, each a read; the fixed-body rows show the cache`
    : 'none kept (QUERY_SHARE_MS=0); the timed runs ask distinct questions, each a read; the fixed-body rows show single flight';
export const P99_TARGET_MS = 250;
