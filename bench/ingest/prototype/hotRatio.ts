/**
 * Which ingest updates are HOT (no index entries written): writes batches on a fresh embedded PostgreSQL, then prints
 * pg_stat_user_tables' update and HOT-update counts of the tables the writer updates.
 *
 *   npx tsx bench/ingest/prototype/hotRatio.ts [batch size, default 500] [batches, default 40]
 */
import { writeBatch } from '../../../server/src/ingest/writeBatch';
import { withWriteFixture } from './writeFixture';

const BATCH = Number(process.argv[2] ?? 500);
const N = Number(process.argv[3] ?? 40);

withWriteFixture({}, async ({ handle, batch }) => {
  for (let k = 0; k < N; k++) await writeBatch(handle.db, batch(BATCH));
  await new Promise((r) => setTimeout(r, 1000)); // statistics are flushed at most once a second
  const r = await handle.pool.query(
    `SELECT relname, n_tup_ins, n_tup_upd, n_tup_hot_upd, n_dead_tup, pg_relation_size(relid) AS bytes
       FROM pg_stat_user_tables WHERE relname IN ('devices', 'tags', 'readings_hourly', 'readings_daily', 'message_log') ORDER BY relname`,
  );
  console.table(r.rows);
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
