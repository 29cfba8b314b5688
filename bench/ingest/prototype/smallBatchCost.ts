/**
 * What one small ingest batch costs the database (4 messages of 3 readings, 1000 devices): the writer's statement
 * sent as plain text (parsed and planned every time) against the same statement prepared once per connection.
 *
 *   npx tsx bench/ingest/prototype/smallBatchCost.ts [batches, default 400]
 */
import { batchRows } from '../../../server/src/ingest/batchRows';
import { writeBatchSql } from '../../../server/src/ingest/writeBatchSql';
import { withWriteFixture } from './writeFixture';

const BATCHES = Number(process.argv[2] ?? 400);

withWriteFixture({ fsync: 'off' }, async ({ handle, batch }) => {
  for (const mode of ['plain', 'prepared', 'plain', 'prepared']) {
    const t0 = performance.now();
    for (let k = 0; k < BATCHES; k++) {
      const { text, values } = writeBatchSql(batchRows(batch(4)), false);
      await handle.pool.query(mode === 'prepared' ? { name: 'wb', text, values } : { text, values });
    }
    console.log(`${mode.padEnd(9)} ${((performance.now() - t0) / BATCHES).toFixed(2)} ms per batch of 4 messages`);
  }
}).catch((err) => {
  console.error(err);
  process.exit(1);
});
