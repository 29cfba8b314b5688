import mqtt, { type MqttClient } from 'mqtt';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMqttBroker, type MqttBroker } from '../../src/ingest/mqttBroker';
import { settingsDeliveryState } from '../../src/ingest/settingsDeliveryState';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';

let t: TestApp;
let broker: MqttBroker;
let companyId: number;
const clients: MqttClient[] = [];

interface Received {
  downlink: {
    version: string;
    settings: Record<string, string>;
    alarms: Record<string, { criticalHigh: number | null; rules: { name: string }[] }>;
  };
  retain: boolean;
  at: number;
}

beforeAll(async () => {
  t = await createTestApp();
  broker = await startMqttBroker({
    ingest: t.app.services.ingest,
    db: t.database.db,
    pool: t.database.pool,
    port: 0,
    host: '127.0.0.1',
    portExplicit: true,
    log: (m) => t.logs.push(m),
  });
  companyId = (await createCompany(t.database.db)).id;
});
afterAll(async () => {
  for (const c of clients) c.end(true);
  await broker.close();
  await t.close();
});

/** A device's MQTT client subscribed to its settings downlink at QoS 1, recording every downlink it gets. */
async function deviceClient(device: {
  id: number;
  secret: string;
}): Promise<{ c: MqttClient; got: Received[]; next: (after: number) => Promise<Received> }> {
  const c = await new Promise<MqttClient>((resolve, reject) => {
    const client = mqtt.connect(`mqtt://127.0.0.1:${broker.port}`, {
      username: String(device.id),
      password: device.secret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(client);
    client.once('connect', () => resolve(client));
    client.once('error', reject);
  });
  const got: Received[] = [];
  const waiters: (() => void)[] = [];
  c.on('message', (_topic, payload, packet) => {
    got.push({ downlink: JSON.parse(payload.toString()) as Received['downlink'], retain: packet.retain, at: Date.now() });
    for (const w of waiters.splice(0)) w();
  });
  await c.subscribeAsync(`devices/${device.id}/down/settings`, { qos: 1 });
  const next = async (after: number) => {
    while (got.length <= after) await new Promise<void>((r) => waiters.push(r));
    return got[after]!;
  };
  // the copy pushed on connect may arrive twice (as the retained copy and live): let it settle
  await next(0);
  await new Promise((r) => setTimeout(r, 150));
  return { c, got, next };
}

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const stateOf = async (id: number) => (await settingsDeliveryState(t.database.db, [id]))[0]!;

describe('settings downlink on every change', () => {
  it('reaches a connected device within a second when any writer changes a desired setting, retained for later subscribers', async () => {
    const device = await createDevice(t.database.db, companyId);
    const { got, next } = await deviceClient(device);
    const first = got.at(-1)!; // the copy pushed when the device connected
    expect(first.downlink.settings).toEqual({});
    const seen = got.length;

    // a plain SQL write, as the device page or a mass update would do it: nobody calls the broker
    const changedAt = Date.now();
    await t.database.db
      .insertInto('device_settings')
      .values({ device_id: device.id, key: 'interval_reading', desired_value: '300', desired_time: new Date() })
      .execute();
    const second = await next(seen);
    expect(second.downlink.settings).toEqual({ interval_reading: '300' });
    expect(second.downlink.version).not.toBe(first.downlink.version);
    expect(second.at - changedAt).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(got).toHaveLength(seen + 1);

    // retained: a client subscribing now gets the same copy at once, flagged retained
    const later = await deviceClient(device);
    const copy = later.got.find((m) => m.retain);
    expect(copy?.downlink.version).toBe(second.downlink.version);
  });

  it('pushes alarm thresholds and rules changes too, but not ingest writes (reports, readings)', async () => {
    const device = await createDevice(t.database.db, companyId);
    const db = t.database.db;
    const { got, next } = await deviceClient(device);
    const seen = got.length;
    await t.app.services.ingest.receive(device.id, 'data', JSON.stringify({ values: { psr: 12 } }));
    await db.updateTable('tags').set({ critical_high: 90 }).where('device_id', '=', device.id).where('tag', '=', 'psr').execute();
    const thresholds = await next(seen);
    expect(thresholds.downlink.alarms.psr?.criticalHigh).toBe(90);
    await db.insertInto('alarm_rules').values({ device_id: device.id, tag: 'psr', name: 'Call hauler', symbol: 1, value: 80 }).execute();
    const rules = await next(seen + 1);
    expect(rules.downlink.alarms.psr?.rules.map((r) => r.name)).toEqual(['Call hauler']);

    // what the device itself sends changes nothing it is told: no push
    await t.app.services.ingest.receive(
      device.id,
      'settings',
      JSON.stringify({ settings: { interval_reading: '900', config_version: rules.downlink.version } }),
    );
    await t.app.services.ingest.receive(device.id, 'data', JSON.stringify({ values: { psr: 13, lvl: 2 } }));
    await new Promise((r) => setTimeout(r, 400));
    expect(got).toHaveLength(seen + 2);
  });

  it('goes pending → delivered (the device client acknowledged it) → applied (the device reported config_version)', async () => {
    const device = await createDevice(t.database.db, companyId);
    const db = t.database.db;
    // offline device: the change waits
    await db
      .insertInto('device_settings')
      .values({ device_id: device.id, key: 'interval_transmit', desired_value: '3600', desired_time: new Date() })
      .execute();
    const pending = await stateOf(device.id);
    expect(pending).toMatchObject({ deviceId: device.id, state: 'pending', deliveredAt: null, appliedAt: null });

    const { got, next } = await deviceClient(device);
    const received = got.at(-1)!;
    expect(received.downlink.version).toBe(pending.desiredVersion);
    const delivered = await until(
      () => stateOf(device.id),
      (s) => s.state === 'delivered',
    );
    expect(delivered).toMatchObject({ state: 'delivered', desiredVersion: pending.desiredVersion, appliedAt: null });
    expect(Math.abs(delivered.deliveredAt! - Date.now() / 1000)).toBeLessThan(5);

    const reportTime = Math.floor(Date.now() / 1000);
    await t.app.services.ingest.receive(
      device.id,
      'settings',
      JSON.stringify({ time: reportTime, settings: { interval_transmit: '3600', config_version: received.downlink.version } }),
    );
    expect(await stateOf(device.id)).toMatchObject({
      state: 'applied',
      desiredVersion: pending.desiredVersion,
      appliedAt: reportTime,
      deliveredAt: delivered.deliveredAt,
    });

    // a new change: pending again until the device gets it, whatever it applied before
    await sql`UPDATE device_settings SET desired_value = '1800' WHERE device_id = ${device.id} AND key = 'interval_transmit'`.execute(db);
    const again = await next(got.length);
    expect(again.downlink.settings).toEqual({ interval_transmit: '1800' });
    const redelivered = await until(
      () => stateOf(device.id),
      (s) => s.state === 'delivered',
    );
    expect(redelivered.desiredVersion).toBe(again.downlink.version);
    expect(redelivered.appliedAt).toBeNull();
  });

  it('listens again after losing its connection, and re-publishes what connected devices may have missed', async () => {
    const device = await createDevice(t.database.db, companyId);
    const { got, next } = await deviceClient(device);
    const seen = got.length;
    // the database drops the LISTEN connection (a restart, a network cut)
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN device_settings' AND datname = current_database() AND pid <> pg_backend_pid()`.execute(
      t.database.db,
    );
    // changed while nobody listens: the announcement is lost
    await t.database.db
      .insertInto('device_settings')
      .values({ device_id: device.id, key: 'interval_reading', desired_value: '120', desired_time: new Date() })
      .execute();
    const resent = await next(seen);
    expect(resent.downlink.settings).toEqual({ interval_reading: '120' });
    // and listening again: the next change arrives as usual
    await t.database.db.updateTable('device_settings').set({ desired_value: '240' }).where('device_id', '=', device.id).execute();
    let latest = await next(seen + 1);
    for (let i = seen + 2; latest.downlink.settings.interval_reading !== '240'; i++) latest = await next(i);
    expect(latest.downlink.settings).toEqual({ interval_reading: '240' });
  });

  it('answers for many devices at once, in the order asked, leaving out unknown ids', async () => {
    const a = await createDevice(t.database.db, companyId);
    const b = await createDevice(t.database.db, companyId);
    const states = await settingsDeliveryState(t.database.db, [b.id, 12345678, a.id]);
    expect(states.map((s) => [s.deviceId, s.state])).toEqual([
      [b.id, 'pending'],
      [a.id, 'pending'],
    ]);
    expect(states[0]!.desiredVersion).toMatch(/^[0-9a-f]{12}$/);
  });

  it('counts a reboot once: 70 (Start Up - Reboot) then 1 (Start Up), and a plain start-up is no reboot', async () => {
    const device = await createDevice(t.database.db, companyId);
    const ingest = t.app.services.ingest;
    const base = Math.floor(Date.now() / 1000) - 600;
    const event = (time: number, flag: number) => ingest.receive(device.id, 'event', JSON.stringify({ time, flag }));
    const count = async () =>
      await t.database.db
        .selectFrom('devices')
        .select(['reboot_count', 'reboot_time'])
        .where('id', '=', device.id)
        .executeTakeFirstOrThrow();
    // one reboot, its two events in separate transactions
    await event(base, 70);
    await event(base + 1, 1);
    expect((await count()).reboot_count).toBe(1);
    // another, both events in one batch, plus the same 70 sent again (a retry after a lost acknowledgement)
    await Promise.all([event(base + 100, 70), event(base + 101, 1), event(base + 100, 70)]);
    await event(base + 100, 70);
    const after = await count();
    expect(after.reboot_count).toBe(2);
    expect(after.reboot_time?.getTime()).toBe((base + 100) * 1000);
    // a start-up after a user shutdown or hibernation is not a reboot
    await event(base + 200, 2);
    await event(base + 300, 1);
    expect((await count()).reboot_count).toBe(2);
  });
});
