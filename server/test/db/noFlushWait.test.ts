import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutFlushWait } from '../../src/db/noFlushWait';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/*
 * The outbox records each send with statements that commit without waiting for the disk. These check that such a
 * statement really runs with synchronous_commit off (read back in its own RETURNING, after the CTE that sets it),
 * and that the setting ends with it: the next statement on the same connection waits for the flush again.
 */
let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase();
});
afterAll(() => d?.drop());

const setting = sql<string>`current_setting('synchronous_commit')`.as('setting_now');

describe('statements committed without waiting for the disk', () => {
  it('an update built on it commits with synchronous_commit off, and only that statement', async () => {
    await sql`CREATE TABLE flush_probe (id int PRIMARY KEY, n int NOT NULL)`.execute(d.db);
    await sql`INSERT INTO flush_probe VALUES (1, 0)`.execute(d.db);
    // one connection, so "the next statement" is on the connection the setting was made on
    await d.db.connection().execute(async (c) => {
      // the test server runs without durable commits: ask for them on this connection, as a production server has them
      await sql`SET synchronous_commit = on`.execute(c);
      // the probe table is not in the product's schema: typed loosely here only
      const probe = withoutFlushWait(c) as unknown as Kysely<{
        flush_probe: { id: number; n: number };
        no_flush_wait: { setting: string };
      }>;
      const updated = await probe
        .updateTable('flush_probe')
        .from('no_flush_wait')
        .set((eb) => ({ n: eb('n', '+', 1) }))
        .where('flush_probe.id', '=', 1)
        .returning(setting)
        .executeTakeFirstOrThrow();
      expect(updated).toEqual({ setting_now: 'off' });
      const after = await c.selectNoFrom(setting).executeTakeFirstOrThrow();
      expect(after).toEqual({ setting_now: 'on' });
    });
    const row = await sql<{ n: number }>`SELECT n FROM flush_probe WHERE id = 1`.execute(d.db);
    expect(row.rows).toEqual([{ n: 1 }]);
  });

  it('a statement that reads from it runs with it off too', async () => {
    const inserted = await withoutFlushWait(d.db).selectFrom('no_flush_wait').select(setting).executeTakeFirstOrThrow();
    expect(inserted).toEqual({ setting_now: 'off' });
  });
});
