import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTardyScheduler } from '../../src/alarms/tardyScheduler';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/* The tardy scan in batches: each batch goes on after the last device of the one before. */

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('tardy scan in batches', () => {
  it('reports every tardy device once in one scan, past long silent devices already reported and a locked one', async () => {
    const db = t.database.db;
    const company = await createCompany(db, { name: 'Fleet' });
    const manager = await createUser(db, company.id, 'manager');
    const tardy: number[] = [];
    const reported: number[] = [];
    for (let i = 0; i < 7; i++) {
      // long silent and reported a month ago, between the tardy ones: every batch passes some of them over
      const old = await createDevice(db, company.id, {
        name: `Dead ${i}`,
        last_health_at: hoursAgo(24 * 31),
        tardy_notified_at: hoursAgo(24 * 30),
      });
      reported.push(old.id);
      await createDevice(db, company.id, { name: `Fresh ${i}`, last_health_at: hoursAgo(1) });
      tardy.push((await createDevice(db, company.id, { name: `Silent ${i}`, last_health_at: hoursAgo(30) })).id);
    }
    // another process holds the fourth tardy device (it is reporting it): this scan passes it over
    const other = new pg.Client({ connectionString: t.database.url });
    await other.connect();
    await other.query('BEGIN');
    await other.query('SELECT 1 FROM devices WHERE id = $1 FOR UPDATE', [tardy[3]]);

    const scheduler = createTardyScheduler({ db, publicUrl: 'https://fieldwatch.test', batchSize: 2 });
    expect(await scheduler.scan()).toBe(6);
    await other.query('ROLLBACK');
    await other.end();
    const outbox = () =>
      db.selectFrom('notification_outbox').select('device_id').where('kind', '=', 'tardy').where('user_id', '=', manager.id).execute();
    expect((await outbox()).map((r) => r.device_id).sort()).toEqual(tardy.filter((_, i) => i !== 3).sort());

    // the next scan reports the one that was held, and nothing twice
    expect(await scheduler.scan()).toBe(1);
    expect((await outbox()).map((r) => r.device_id).sort()).toEqual([...tardy].sort());
    const again = await db
      .selectFrom('devices')
      .select('id')
      .where('id', 'in', reported)
      .where('tardy_notified_at', '>', hoursAgo(1))
      .execute();
    expect(again).toEqual([]);
  });
});
