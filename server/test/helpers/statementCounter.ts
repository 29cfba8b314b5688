import type pg from 'pg';
import { LIVE_CHANNEL } from '../../src/live/liveBus';

type Query = pg.PoolClient['query'];

/**
 * The SQL statements the app sends through `pool` while `during` runs, as their text (BEGIN and COMMIT included), for
 * tests that say how many statements a request costs. Every client the pool hands out has its `query` wrapped once;
 * outside `during` nothing is recorded. Statements the app's background parts send at the same time (the outbox,
 * alarm timers) are recorded too: a test filters by text or leaves room for them. The one exception is the live bus's
 * notices to other processes (`pg_notify` on its channel), sent up to a second after the writes and updates they
 * announce (live/liveBus.ts), so they land in whatever is measured next when the machine is busy: they are never what
 * a test counts.
 */
const isLiveNotice = (text: string, values: unknown[] | undefined) => text.startsWith('SELECT pg_notify(') && values?.[0] === LIVE_CHANNEL;
export function statementRecorder(pool: pg.Pool) {
  const wrapped = new WeakSet<pg.PoolClient>();
  let recording: { text: string; values: unknown[] }[] | null = null;
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as (...a: unknown[]) => unknown;
    client.query = ((...a: unknown[]) => {
      const first = a[0] as string | { text?: string; values?: unknown[] } | undefined;
      const values = (typeof first === 'string' ? a[1] : first?.values) as unknown[] | undefined;
      const text = typeof first === 'string' ? first : (first?.text ?? '');
      if (!isLiveNotice(text, values)) recording?.push({ text, values: values ?? [] });
      return query(...a);
    }) as Query;
  });
  const record = async (run: () => Promise<unknown>) => {
    const statements: { text: string; values: unknown[] }[] = [];
    recording = statements;
    try {
      await run();
    } finally {
      recording = null;
    }
    return statements;
  };
  return {
    /** The statements' texts. */
    async during(run: () => Promise<unknown>): Promise<string[]> {
      return (await record(run)).map((s) => s.text);
    },
    /** The statements with their parameters (to EXPLAIN one as it ran). */
    withValues: record,
  };
}
