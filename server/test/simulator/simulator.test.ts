import fs from 'node:fs';
import { defaultUnit } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoRandom } from '../../src/demo/demoRandom';
import { seedDemo } from '../../src/demo/seedDemo';
import { desiredSettings } from '../../src/ingest/desiredSettings';
import { startMqttBroker, type MqttBroker } from '../../src/ingest/mqttBroker';
import { startTestBroker } from '../helpers/testBroker';
import { pgHashInt8 } from '../../src/simulator/pgHashInt8';
import { signalValue } from '../../src/simulator/signalValue';
import { startSimulator, type Simulator } from '../../src/simulator/startSimulator';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { devices, silentIds, simIds } from './simulatedFleet';

const INTERVAL_MS = 250;

let t: TestApp;
let broker: MqttBroker;
let sim: Simulator | null = null;
let startedAt: Date;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.database.pool);
  broker = await startTestBroker(t);
});
afterAll(async () => {
  await sim?.stop();
  await broker?.close();
  await t?.close();
});

async function until<T>(what: string, check: () => Promise<T | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Established TCP connections the broker holds (its end of each socket has the listening port). */
function brokerConnections(port: number): number {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  return fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => {
      const f = l.trim().split(/\s+/);
      return f[1]?.endsWith(`:${hex}`) && f[3] === '01';
    }).length;
}

async function newReadings() {
  return t.database.db
    .selectFrom('readings')
    .select(['device_id', 'tag', 'time', 'value', 'temp'])
    .where('time', '>=', startedAt)
    .orderBy('device_id')
    .orderBy('tag')
    .orderBy('time')
    .execute();
}

describe('the demo device simulator', () => {
  it('computes the same hash as PostgreSQL and continues each seeded series where the history ends', async () => {
    const inputs = [0n, 1n, -1n, 123_456_789n, (1_409_700n << 24n) + 4_194_304n + 20_170n, -(1n << 40n) + 7n];
    const r = await sql<{
      h: number;
    }>`SELECT hashint8(x) AS h FROM unnest(${inputs.map(String)}::bigint[]) WITH ORDINALITY AS u(x, n) ORDER BY n`.execute(t.database.db);
    expect(r.rows.map((x) => x.h)).toEqual(inputs.map(pgHashInt8));

    const latest = await t.database.db
      .selectFrom('tags')
      .select(['device_id', 'tag', 'time', 'value'])
      .where('device_id', 'in', simIds)
      .where('time', 'is not', null)
      .execute();
    let compared = 0;
    for (const d of devices) {
      for (const series of [...d.tags, { ...d.volts, tag: '_v' }, { ...d.csq, tag: '_csq' }, { ...d.enclosure, tag: '_t' }]) {
        const row = latest.find((x) => Number(x.device_id) === d.id && x.tag === series.tag);
        expect(row, `${d.id} ${series.tag}`).toBeDefined();
        const at = row!.time!.getTime() / 1000;
        const expected = signalValue(series, at, { u1: 0.5, u2: 0.5 });
        const s = series.signal;
        // the history and the simulator differ only by their noise (and the csq rounding of it)
        const tolerance =
          s.nz * 1.01 +
          2 / 10 ** s.dec +
          Math.abs(s.tr) * 0.05 +
          (s.sig === 'csq' ? 1 : 0) +
          (s.sig === 'vib' ? s.amp : 0) +
          (s.sig === 'cumul' ? s.base * 0.01 : 0);
        expect(Math.abs(expected - row!.value!), `${d.id} ${series.tag} at ${row!.time!.toISOString()}`).toBeLessThanOrEqual(tolerance);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(devices.length * 4);
  });

  it('publishes plausible readings and health for every simulated device, and nothing for the others', async () => {
    startedAt = new Date();
    sim = await startSimulator({
      brokerUrl: `mqtt://127.0.0.1:${broker.port}`,
      intervalMs: INTERVAL_MS,
      random: demoRandom(42).next,
      log: (l) => lines.push(l),
    });
    expect(lines.some((l) => l.includes(`${devices.length} of ${devices.length} devices connected`))).toBe(true);
    // one connection each: a device that reconnected on a loaded machine leaves its old socket counted for a moment
    await vi.waitFor(() => expect(brokerConnections(broker.port)).toBe(devices.length), { timeout: 10_000, interval: 200 });

    // a few rounds: every device has sent several readings and at least one health message
    // three of every tag (a device with two tags may have sent three messages, but not three of each yet)
    const streams = devices.reduce((n, d) => n + d.tags.length, 0);
    await until('three readings of every tag', async () => {
      const rows = await t.database.db
        .selectFrom('readings')
        .select(['device_id', 'tag', (eb) => eb.fn.countAll<number>().as('n')])
        .where('time', '>=', startedAt)
        .where('tag', 'not like', '\\_%')
        .groupBy(['device_id', 'tag'])
        .execute();
      return rows.length >= streams && rows.every((r) => Number(r.n) >= 3);
    });
    expect(sim.sent()).toBeGreaterThanOrEqual(devices.length * 3);

    const rows = await newReadings();
    for (const d of devices) {
      const mine = rows.filter((r) => Number(r.device_id) === d.id);
      for (const tag of d.tags) {
        const values = mine.filter((r) => r.tag === tag.tag);
        expect(values.length, `${d.id} ${tag.tag}`).toBeGreaterThanOrEqual(3);
        if (tag.tag === 'cumulative_pulses') {
          // a production counter only ever rises
          for (let i = 1; i < values.length; i++) expect(values[i]!.value).toBeGreaterThanOrEqual(values[i - 1]!.value);
          continue;
        }
        const { ymin, ymax } = defaultUnit(tag.tag);
        for (const v of values) {
          expect(v.value, `${d.id} ${tag.tag}`).toBeGreaterThanOrEqual(ymin);
          expect(v.value, `${d.id} ${tag.tag}`).toBeLessThanOrEqual(ymax);
          if (tag.withTemp) expect(v.temp, `${d.id} ${tag.tag} sensor temperature`).toBeGreaterThan(-40);
          if (tag.withTemp) expect(v.temp).toBeLessThan(150);
        }
        // tanks in feet stay within the physical height of a field tank
        if (tag.tag === 'spsr' || tag.tag === 'dspsr') for (const v of values) expect(v.value).toBeLessThanOrEqual(25);
      }
    }
    const healthRows = rows.filter((r) => r.tag.startsWith('_'));
    for (const r of healthRows) {
      const [lo, hi] = r.tag === '_v' ? [3, 7] : r.tag === '_csq' ? [0, 31] : [-50, 150];
      expect(r.value, `${r.device_id} ${r.tag}`).toBeGreaterThanOrEqual(lo);
      expect(r.value, `${r.device_id} ${r.tag}`).toBeLessThanOrEqual(hi);
    }

    await until('health from every device', async () => {
      const n = await t.database.db
        .selectFrom('devices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', simIds)
        .where('last_health_at', '>=', startedAt)
        .executeTakeFirstOrThrow();
      return Number(n.n) === devices.length;
    });
    // the device row carries the voltage of the newest health message, which is also the _v channel's latest
    // (one query: the simulator is still sending, and both change in the same transaction)
    const health = await sql<{ id: number; battery_level: number | null; signal_strength: number | null; v: number | null }>`
      SELECT d.id, d.battery_level, d.signal_strength, t.value AS v FROM devices d JOIN tags t ON t.device_id = d.id AND t.tag = '_v'
      WHERE d.id = ANY(${simIds}::bigint[])`.execute(t.database.db);
    expect(health.rows).toHaveLength(devices.length);
    for (const d of health.rows) {
      expect(d.battery_level, `${d.id}`).toBe(d.v);
      expect(d.battery_level).toBeGreaterThan(3);
      expect(d.signal_strength).toBeGreaterThanOrEqual(0);
    }

    const silentReadings = await t.database.db
      .selectFrom('readings')
      .select('device_id')
      .where('device_id', 'in', silentIds)
      .where('time', '>=', startedAt)
      .execute();
    expect(silentReadings).toEqual([]);
    const silentMessages = await t.database.db
      .selectFrom('message_log')
      .select(['device_id', 'message_type'])
      .where('device_id', 'in', silentIds)
      .where('received_at', '>=', startedAt)
      .execute();
    expect(silentMessages).toEqual([]);
  });

  it('applies a pushed setting and reports it back with the config version', async () => {
    const id = 20106;
    await t.database.db
      .updateTable('device_settings')
      .set({ desired_value: '600', desired_time: new Date() })
      .where('device_id', '=', id)
      .where('key', '=', 'interval_reading')
      .execute();
    const { version } = await desiredSettings(t.database.db, id);
    await broker.pushSettings(id);
    const settings = await until('the settings report', async () => {
      const rows = await t.database.db
        .selectFrom('device_settings')
        .select(['key', 'desired_value', 'reported_value'])
        .where('device_id', '=', id)
        .execute();
      return rows.find((r) => r.key === 'config_version')?.reported_value === version ? rows : null;
    });
    const reading = settings.find((r) => r.key === 'interval_reading')!;
    expect(reading.reported_value).toBe('600');
    // every desired value is confirmed, so nothing shows as "not reached the device yet"
    for (const r of settings) if (r.desired_value !== null) expect(r.reported_value, r.key).toBe(r.desired_value);
    expect(lines.some((l) => l.includes(`device ${id}: applied settings ${version}`))).toBe(true);
  });

  it('reconnects every device after the broker restarts, and sends what it measured meanwhile', async () => {
    const port = broker.port;
    await broker.close();
    const down = new Date();
    await new Promise((r) => setTimeout(r, INTERVAL_MS * 4));
    broker = await startMqttBroker({
      ingest: t.app.services.ingest,
      db: t.database.db,
      port,
      host: '127.0.0.1',
      portExplicit: true,
      log: () => {},
    });
    await until('every device back', async () => brokerConnections(port) === devices.length);
    // readings taken while the broker was away arrive once the device is back
    await until('readings from the outage from every device', async () => {
      const rows = await t.database.db
        .selectFrom('readings')
        .select('device_id')
        .distinct()
        .where('time', '>', down)
        .where('time', '<', new Date(down.getTime() + INTERVAL_MS * 3))
        .where('tag', 'not like', '\\_%')
        .execute();
      return rows.length === devices.length;
    });
  });

  it('keeps a refused device quiet and says so', async () => {
    const refused: string[] = [];
    const d = { ...devices[0]!, id: 41201, secret: 'not-the-secret' };
    const other = await startSimulator({
      brokerUrl: `mqtt://127.0.0.1:${broker.port}`,
      devices: [d],
      intervalMs: INTERVAL_MS,
      log: (l) => refused.push(l),
    });
    expect(refused).toContain('simulator: 0 of 1 devices connected');
    expect(refused.some((l) => l.startsWith('device 41201: login refused'))).toBe(true);
    await other.stop();
    expect(other.sent()).toBe(0);
  });

  it('closes every connection on stop() and sends nothing more', async () => {
    await sim!.stop();
    await until('the broker to see every device gone', async () => brokerConnections(broker.port) === 0, 5000);
    const sent = sim!.sent();
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('message_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('received_at', '>=', startedAt)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await new Promise((r) => setTimeout(r, INTERVAL_MS * 3));
    expect(await count()).toBe(before);
    expect(sim!.sent()).toBe(sent);
  });
});
