/**
 * Where the database's time goes inside one ingest batch: writes warm-up batches (1000 devices, 3 readings per
 * message) on a fresh embedded PostgreSQL with the server's settings, then prints EXPLAIN (ANALYZE, BUFFERS, WAL) of
 * the writer's single statement for one more batch.
 *
 *   npx tsx bench/ingest/prototype/explainBatch.ts [batch size, default 2000] [--dedupe]
 */
import { batchRows } from '../../../server/src/ingest/batchRows';
import { writeBatch } from '../../../server/src/ingest/writeBatch';
import { writeBatchSql } from '../../../server/src/ingest/writeBatchSql';
import { withWriteFixture } from './writeFixture';

const BATCH = Number(process.argv[2] ?? 2000);

withWriteFixture({}, async ({ handle, batch }) => {
  for (let k = 0; k < 20; k++) await writeBatch(handle.db, batch(BATCH));
  const { text, values } = writeBatchSql(batchRows(batch(BATCH)), process.argv.includes('--dedupe'));
  const r = await handle.pool.query(`EXPLAIN (ANALYZE, BUFFERS, WAL, COSTS OFF) ${text}`, values);
  console.log(r.rows.map((x: Record<string, string>) => x['QUERY PLAN']).join('\n'));
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
