import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from '../../src/ingest/deviceMessage';
import { parseMessage } from '../../src/ingest/parseMessage';
import { writeBatch } from '../../src/ingest/writeBatch';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

let t: TestApp;
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  ids = [];
  for (let i = 0; i < 150; i++) ids.push((await createDevice(t.database.db, company.id, { default_tag: 'psr' })).id);
});
afterAll(async () => {
  await t.close();
});

function message(deviceId: number, time: number): IncomingMessage {
  const parsed = parseMessage('data', JSON.stringify({ time, values: { psr: 50 + (time % 7), temp: 70 } }));
  return { deviceId, message: parsed.message, raw: parsed.raw, rawText: parsed.text, receivedAt: new Date() };
}

/** The heap page of each row: a HOT update keeps the new version on the row's page (and writes no index entry). */
async function pages(table: 'devices' | 'tags'): Promise<Map<string, number>> {
  const key = table === 'devices' ? sql`id::text` : sql`device_id || ':' || tag`;
  const r = await sql<{
    k: string;
    page: number;
  }>`SELECT ${key} AS k, (ctid::text::point)[0]::int AS page FROM ${sql.table(table)}`.execute(t.database.db);
  return new Map(r.rows.map((x) => [x.k, x.page]));
}

describe('ingest updates stay on their page (HOT): no index entries per message', () => {
  it('keeps devices and tags on their pages over twenty batches of every device', async () => {
    const start = Math.floor(Date.now() / 1000) - 3600;
    await writeBatch(
      t.database.db,
      ids.map((id) => message(id, start)),
    ); // creates the tags
    const [devices0, tags0] = [await pages('devices'), await pages('tags')];
    for (let k = 1; k <= 20; k++)
      await writeBatch(
        t.database.db,
        ids.map((id) => message(id, start + k)),
      );
    const [devices1, tags1] = [await pages('devices'), await pages('tags')];
    const moved = (a: Map<string, number>, b: Map<string, number>) => [...a].filter(([k, p]) => b.get(k) !== p).length;
    // without room on the page (fillfactor 100 for devices, 70 for tags; migration 022) nearly every device row moved on its first update
    expect(moved(devices0, devices1)).toBeLessThanOrEqual(ids.length / 10);
    expect(moved(tags0, tags1)).toBeLessThanOrEqual(tags0.size / 10);
    const latest = await t.database.db.selectFrom('devices').select('latest_reading').where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    expect(latest.latest_reading).toBe(50 + ((start + 20) % 7));
    // every batch had one reading per device and tag (the writer sends the readings' own columns as the rollups'):
    // the rollups still hold exactly those 21 readings
    const values = Array.from({ length: 21 }, (_, k) => 50 + ((start + k) % 7));
    for (const table of ['readings_hourly', 'readings_daily'] as const) {
      const rows = await t.database.db.selectFrom(table).selectAll().where('device_id', '=', ids[0]!).where('tag', '=', 'psr').execute();
      expect(rows.reduce((n, r) => n + r.count, 0)).toBe(21);
      expect(rows.reduce((n, r) => n + r.sum, 0)).toBeCloseTo(
        values.reduce((a, b) => a + b, 0),
        9,
      );
      expect(Math.min(...rows.map((r) => r.min))).toBe(Math.min(...values));
      expect(Math.max(...rows.map((r) => r.max))).toBe(Math.max(...values));
      const newest = rows.reduce((a, b) => (a.last_time > b.last_time ? a : b));
      expect([newest.last_time.getTime(), newest.last]).toEqual([(start + 20) * 1000, values[20]]);
    }
  });
});
