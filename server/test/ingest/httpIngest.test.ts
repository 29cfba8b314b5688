import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

let t: TestApp;
let device: Awaited<ReturnType<typeof createDevice>>;
let other: Awaited<ReturnType<typeof createDevice>>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  device = await createDevice(t.database.db, company.id, { default_tag: 'psr' });
  other = await createDevice(t.database.db, company.id);
});
afterAll(() => t.close());

function post(id: number, type: string, body: unknown, secret = device.secret, raw?: string) {
  return t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${id}/messages/${type}`,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify(body),
  });
}

const now = () => Math.floor(Date.now() / 1000);

describe('HTTP ingest', () => {
  it('stores a data message (readings, latest values, rollups, message log) before answering 200 with the downlink', async () => {
    const time = now() - 60;
    const res = await post(device.id, 'data', { time, values: { psr: 101.5, _t: 70 }, temp: 68.2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, downlink: { settings: {}, alarms: {} } });

    const db = t.database.db;
    const readings = await db.selectFrom('readings').selectAll().where('device_id', '=', device.id).orderBy('tag').execute();
    expect(readings.map((r) => [r.tag, r.value, r.temp])).toEqual([
      ['_t', 70, 68.2],
      ['psr', 101.5, 68.2],
    ]);
    const tag = await db
      .selectFrom('tags')
      .selectAll()
      .where('device_id', '=', device.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(tag).toMatchObject({ value: 101.5, temp: 68.2 });
    expect(tag.time?.getTime()).toBe(time * 1000);
    const hourly = await db.selectFrom('readings_hourly').selectAll().where('device_id', '=', device.id).where('tag', '=', 'psr').execute();
    expect(hourly).toHaveLength(1);
    expect(hourly[0]).toMatchObject({ min: 101.5, max: 101.5, sum: 101.5, count: 1, last: 101.5 });
    const d = await db.selectFrom('devices').selectAll().where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(d).toMatchObject({ has_turned_on: true, latest_reading: 101.5 });
    expect(d.last_time_message_received?.getTime()).toBe(time * 1000);
    const log = await db.selectFrom('message_log').selectAll().where('device_id', '=', device.id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ message_type: 'data', data: { time, values: { psr: 101.5, _t: 70 }, temp: 68.2 } });
  });

  it('is idempotent for a duplicate and stores late, out-of-order readings in place without moving the latest value back', async () => {
    const time = now() - 30;
    await post(device.id, 'data', { time, values: { psr: 110 } });
    await post(device.id, 'data', { time, values: { psr: 999 } }); // same device, tag, time: ignored
    await post(device.id, 'data', { time: time - 3600, values: { psr: 90 } }); // late
    const db = t.database.db;
    const rows = await db
      .selectFrom('readings')
      .select(['time', 'value'])
      .where('device_id', '=', device.id)
      .where('tag', '=', 'psr')
      .orderBy('time')
      .execute();
    expect(rows.map((r) => r.value)).toEqual([90, 101.5, 110]);
    const tag = await db
      .selectFrom('tags')
      .select('value')
      .where('device_id', '=', device.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(tag.value).toBe(110);
    const counts = await db
      .selectFrom('readings_daily')
      .select((eb) => eb.fn.sum<number>('count').as('n'))
      .where('device_id', '=', device.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe(3);
  });

  it('stores health, gps, events (counting restarts), overflow and settings reports', async () => {
    const time = now() - 10;
    expect(
      (await post(device.id, 'health', { time, voltage: 4.05, csq: 18, temperature: 81, solar: 650, batteryDelta: 12, carrier: 'Verizon' }))
        .statusCode,
    ).toBe(200);
    expect((await post(device.id, 'gps', { time, latitude: 31.9973, longitude: -102.0779 })).statusCode).toBe(200);
    expect((await post(device.id, 'event', { time, flag: 70 })).statusCode).toBe(200);
    expect((await post(device.id, 'overflow', { time, message: 'buffer overflow at 12' })).statusCode).toBe(200);
    expect((await post(device.id, 'settings', { time, settings: { interval_reading: 900 } })).statusCode).toBe(200);
    const db = t.database.db;
    const d = await db.selectFrom('devices').selectAll().where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(d).toMatchObject({
      battery_level: 4.05,
      signal_strength: 18,
      percent_solar: 650,
      battery_delta: 12,
      carrier: 'verizon',
      verizon_op: true,
      tmobile_op: false,
      latitude: 31.9973,
      longitude: -102.0779,
      reboot_count: 1,
    });
    expect(d.last_health_at?.getTime()).toBe(time * 1000);
    // a late health message is stored as readings but does not overwrite the newer health on the device
    expect((await post(device.id, 'health', { time: time - 600, voltage: 3.1, csq: 2 })).statusCode).toBe(200);
    const after = await db
      .selectFrom('devices')
      .select(['battery_level', 'signal_strength'])
      .where('id', '=', device.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ battery_level: 4.05, signal_strength: 18 });
    const v = await db.selectFrom('readings').select('value').where('device_id', '=', device.id).where('tag', '=', '_v').execute();
    expect(v.map((r) => r.value).sort()).toEqual([3.1, 4.05]);
    const s = await db.selectFrom('device_settings').selectAll().where('device_id', '=', device.id).executeTakeFirstOrThrow();
    expect(s).toMatchObject({ key: 'interval_reading', reported_value: '900' });
    const types = await db.selectFrom('message_log').select('message_type').where('device_id', '=', device.id).execute();
    expect(new Set(types.map((r) => r.message_type))).toEqual(new Set(['data', 'health', 'gps', 'event', 'overflow', 'settings']));
  });

  it('returns the desired settings in the downlink', async () => {
    await t.database.db
      .insertInto('device_settings')
      .values({ device_id: other.id, key: 'interval_transmit', desired_value: '3600', desired_time: new Date() })
      .execute();
    const res = await post(other.id, 'health', { voltage: 4.1 }, other.secret);
    expect(res.json().downlink.settings).toEqual({ interval_transmit: '3600' });
  });

  it('rejects bad input with a code and a reason and stores nothing of it', async () => {
    const db = t.database.db;
    const before = await db
      .selectFrom('message_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [string, unknown, string | undefined, number, string | null][] = [
      ['data', null, '{not json', 400, 'NOT_JSON'],
      ['data', { values: { psr: 'high' } }, undefined, 400, 'BAD_NUMBER'],
      ['data', null, '{"values":{"psr":NaN}}', 400, 'NOT_JSON'],
      ['data', { values: { psr: 1e400 } }, '{"values":{"psr":1e400}}', 400, 'BAD_NUMBER'],
      ['data', { values: { psr: 1.7e308 } }, undefined, 400, 'BAD_NUMBER'],
      ['data', { time: 1e12, values: { psr: 1 } }, undefined, 400, 'BAD_TIME'],
      ['data', {}, undefined, 400, 'NO_READINGS'],
      ['health', { csq: 1e12 }, undefined, 400, 'BAD_NUMBER'],
      ['weather', { values: { psr: 1 } }, undefined, 400, 'UNKNOWN_TYPE'],
      ['data', null, JSON.stringify({ values: { psr: 1 }, pad: 'x'.repeat(70_000) }), 413, null],
    ];
    for (const [type, body, raw, status, code] of cases) {
      const res = await post(device.id, type, body, device.secret, raw);
      expect(res.statusCode, `${type} ${raw ?? JSON.stringify(body)}`.slice(0, 80)).toBe(status);
      if (code) expect(res.json()).toMatchObject({ code, error: expect.any(String) });
    }
    const after = await db
      .selectFrom('message_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('gives an unknown device and a wrong secret the same answer, and throttles repeated failures', async () => {
    const wrong = await post(device.id, 'data', { values: { psr: 1 } }, 'not-the-secret');
    const unknown = await post(123456789, 'data', { values: { psr: 1 } }, device.secret);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    let last = 0;
    for (let i = 0; i < 12; i++) last = (await post(777777, 'data', { values: { psr: 1 } }, 'guess')).statusCode;
    expect(last).toBe(429);
    // the throttle is per device id: another device behind the same address (a carrier's NAT) still gets in
    expect((await post(other.id, 'data', { values: { psr: 2 } }, other.secret)).statusCode).toBe(200);
  });
});
