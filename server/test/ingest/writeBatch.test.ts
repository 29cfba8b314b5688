import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomingMessage } from '../../src/ingest/deviceMessage';
import { parseMessage } from '../../src/ingest/parseMessage';
import { writeBatch, type DedupeMode } from '../../src/ingest/writeBatch';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

let t: TestApp;
let deviceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  deviceId = (await createDevice(t.database.db, company.id, { default_tag: 'psr' })).id;
});
afterAll(async () => {
  await t.close();
});

function message(type: string, body: unknown): IncomingMessage {
  const text = JSON.stringify(body);
  const parsed = parseMessage(type, text);
  return { deviceId, message: parsed.message, raw: parsed.raw, rawText: parsed.text, receivedAt: new Date() };
}

const hourStart = Math.floor(Date.now() / 3_600_000) * 3600 - 7200;

describe('writeBatch (one statement per batch)', () => {
  it('stores a batch, folds rollups and latest values, and counts a duplicate (within and across batches) once', async () => {
    const db = t.database.db;
    const mode: DedupeMode = { until: 0 };
    const first = await writeBatch(
      db,
      [
        message('data', { time: hourStart + 10, values: { psr: 10, lvl: 1 } }),
        message('data', { time: hourStart + 20, values: { psr: 30 } }),
        message('data', { time: hourStart + 20, values: { psr: 99 } }), // same device, tag, time in the batch: the first wins
      ],
      mode,
    );
    expect(first.readings.map((r) => [r.tag, r.value])).toEqual([
      ['lvl', 1],
      ['psr', 10],
      ['psr', 30],
    ]);
    expect(mode.until).toBe(0); // nothing was a duplicate of a stored reading: the plain insert went through

    // a resent message next to a new one: the new one is stored, the resent one ignored, rollups count it once
    const second = await writeBatch(
      db,
      [message('data', { time: hourStart + 20, values: { psr: 77 } }), message('data', { time: hourStart + 5, values: { psr: 5 } })],
      mode,
    );
    expect(second.readings.map((r) => [r.tag, r.value])).toEqual([['psr', 5]]);
    expect(mode.until).toBeGreaterThan(Date.now()); // later batches skip duplicates for a while

    // a batch of nothing but stored readings hands nothing on (the alarm engine must not see the resent value)
    const resent = await writeBatch(db, [message('data', { time: hourStart + 20, values: { psr: 99 } })], mode);
    expect(resent.readings).toEqual([]);

    const psr = await db
      .selectFrom('readings')
      .select('value')
      .where('device_id', '=', deviceId)
      .where('tag', '=', 'psr')
      .orderBy('time')
      .execute();
    expect(psr.map((r) => r.value)).toEqual([5, 10, 30]);
    for (const table of ['readings_hourly', 'readings_daily'] as const) {
      const rollup = await db.selectFrom(table).selectAll().where('device_id', '=', deviceId).where('tag', '=', 'psr').execute();
      expect(rollup).toHaveLength(1);
      expect(rollup[0]).toMatchObject({ min: 5, max: 30, sum: 45, count: 3, last: 30 });
      expect(rollup[0]!.last_time.getTime()).toBe((hourStart + 20) * 1000);
    }
    const tag = await db
      .selectFrom('tags')
      .select(['value', 'time'])
      .where('device_id', '=', deviceId)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(tag.value).toBe(30); // the late reading (hourStart + 5) did not replace the newest
    const device = await db
      .selectFrom('devices')
      .select(['latest_reading', 'last_time_message_received'])
      .where('id', '=', deviceId)
      .executeTakeFirstOrThrow();
    expect(device.latest_reading).toBe(30);
    expect(device.last_time_message_received?.getTime()).toBe((hourStart + 20) * 1000);
    const logged = await db.selectFrom('message_log').select('data').where('device_id', '=', deviceId).execute();
    expect(logged).toHaveLength(6); // every message is logged, duplicates included
    expect(logged.map((l) => l.data)).toContainEqual({ time: hourStart + 20, values: { psr: 77 } });
  });

  it('writes health, gps, events and settings with readings in one batch', async () => {
    const db = t.database.db;
    const time = hourStart + 100;
    const out = await writeBatch(db, [
      message('health', { time, voltage: 3.9, csq: 14, carrier: 'T-Mobile' }),
      message('gps', { time, latitude: 31.5, longitude: -102.1 }),
      message('event', { time, flag: 70 }),
      message('event', { time: time + 1, flag: 1 }),
      message('settings', { time, settings: { interval_reading: 600, note: 'a "quoted" \\ value' } }),
    ]);
    expect(out.events.map((e) => e.flag).sort()).toEqual([1, 70]);
    expect(out.readings.map((r) => r.tag).sort()).toEqual(['_csq', '_v']);
    const d = await db.selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirstOrThrow();
    expect(d).toMatchObject({
      battery_level: 3.9,
      signal_strength: 14,
      carrier: 't-mobile',
      tmobile_op: true,
      latitude: 31.5,
      longitude: -102.1,
      reboot_count: 1,
    });
    const s = await db
      .selectFrom('device_settings')
      .select(['key', 'reported_value'])
      .where('device_id', '=', deviceId)
      .orderBy('key')
      .execute();
    expect(s).toEqual([
      { key: 'interval_reading', reported_value: '600' },
      { key: 'note', reported_value: 'a "quoted" \\ value' },
    ]);
  });
});
