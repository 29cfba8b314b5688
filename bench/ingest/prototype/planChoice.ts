/**
 * The writer's statement joins each batch's rows to devices, tags and the rollups. With a fleet of a thousand
 * devices the planner picks hash joins over a sequential scan of each whole table, which costs a batch of 40 messages
 * as much as one of 1,000. This times batches of several sizes under the default settings and under each
 * alternative given on the command line (statements run before the timed batches, in a session of their own).
 *
 *   npx tsx bench/ingest/prototype/planChoice.ts "SET enable_seqscan = off" "SET random_page_cost = 1.1"
 */
import { batchRows } from '../../../server/src/ingest/batchRows';
import { writeBatchSql } from '../../../server/src/ingest/writeBatchSql';
import { withWriteFixture } from './writeFixture';

const variants = ['RESET ALL', ...process.argv.slice(2)];

withWriteFixture({ fsync: 'off' }, async ({ handle, batch }) => {
  for (let k = 0; k < 30; k++) {
    const { text, values } = writeBatchSql(batchRows(batch(1000)), false);
    await handle.pool.query({ text, values });
  }
  for (const size of [10, 40, 400, 2000]) {
    for (const round of [1, 2]) {
      for (const [v, setting] of variants.entries()) {
        await handle.pool.query('RESET ALL');
        await handle.pool.query(setting);
        const n = Math.max(10, Math.round(8000 / Math.max(size, 40)));
        const t0 = performance.now();
        for (let k = 0; k < n; k++) {
          const { text, values } = writeBatchSql(batchRows(batch(size)), false);
          // a statement name per variant: each is planned under its own settings
          await handle.pool.query({ name: `wb-${v}-${size}`, text, values });
        }
        const ms = (performance.now() - t0) / n;
        if (round === 2)
          console.log(
            `${String(size).padStart(5)} messages  ${ms.toFixed(2).padStart(7)} ms per batch  ${((ms / size) * 1000).toFixed(1).padStart(6)} µs per message  ${setting}`,
          );
      }
    }
  }
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
