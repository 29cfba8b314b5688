import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlarmEngine } from '../../src/alarms/alarmEngine';
import { announceAlarmConfigChange, parseAlarmConfigPayload } from '../../src/alarms/alarmConfigChannel';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, PUBLIC_URL, type AlarmWorld } from './alarmFixture';

let w: AlarmWorld;
/** Another connection, as another server process or a psql session would change the configuration. */
let other: pg.Client;

beforeAll(async () => {
  w = await alarmWorld();
  other = new pg.Client({ connectionString: w.t.database.url });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await w.close();
});

async function cachedTag(tag: string, values: Record<string, unknown> = {}) {
  const d = await createDevice(w.db, w.companies.A.id);
  await w.addTag(d.id, tag, values);
  await w.feedUntilCached(d.id, tag, 1);
  return d.id;
}

describe('the configuration cache follows changes made anywhere (NOTIFY alarm_config)', () => {
  it('a threshold set through another connection', async () => {
    const id = await cachedTag('psr');
    expect(w.engine.cached(id, 'psr')?.inert).toBe(true);
    await other.query('UPDATE tags SET critical_high = 100 WHERE device_id = $1 AND tag = $2', [id, 'psr']);
    await vi.waitFor(() => expect(w.engine.cached(id, 'psr')).toBeUndefined());
    await w.feed({ deviceId: id, tag: 'psr', value: 150 });
    expect((await w.tagRow(id, 'psr')).alarm_flag).toBe('critical_high');
  });

  it('a rule added, changed and removed through another connection', async () => {
    const id = await cachedTag('temp');
    await other.query(`INSERT INTO alarm_rules (device_id, tag, name, symbol, value) VALUES ($1, 'temp', 'Hot', 1, 100)`, [id]);
    await vi.waitFor(() => expect(w.engine.cached(id, 'temp')).toBeUndefined());
    await w.feed({ deviceId: id, tag: 'temp', value: 120 });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('high');
    expect(w.engine.cached(id, 'temp')?.rules ?? [{ value: 100 }]).toMatchObject([{ value: 100 }]);

    await other.query(`UPDATE alarm_rules SET value = 130 WHERE device_id = $1`, [id]);
    await vi.waitFor(() => expect(w.engine.cached(id, 'temp')).toBeUndefined());
    await w.feed({ deviceId: id, tag: 'temp', value: 121 });
    expect((await w.tagRow(id, 'temp')).alarm_flag).toBe('norm');
  });

  it('a display unit change on the device (its default tag) reaches every tag of the device', async () => {
    const id = await cachedTag('psr');
    await other.query(`INSERT INTO alarm_rules (device_id, tag, name, symbol, value) VALUES ($1, 'psr', 'High', 1, 10)`, [id]);
    await vi.waitFor(() => expect(w.engine.cached(id, 'psr')).toBeUndefined());
    // in psi the rule reads "above 10 psi"
    await w.feed({ deviceId: id, tag: 'psr', value: 9 });
    expect((await w.tagRow(id, 'psr')).alarm_flag).toBe('norm');
    expect(w.engine.cached(id, 'psr')?.displayUnit).toBe('psi');

    await other.query(`UPDATE devices SET default_tag = 'psr', display_units = 'inhg' WHERE id = $1`, [id]);
    await vi.waitFor(() => expect(w.engine.cached(id, 'psr')).toBeUndefined());
    // 9 psi is 18.3 inHg: above 10
    await w.feed({ deviceId: id, tag: 'psr', value: 9 });
    expect((await w.tagRow(id, 'psr')).alarm_flag).toBe('high');
  });

  it('a flag changed by another process is picked up: the next reading is compared with the real flag', async () => {
    const id = await cachedTag('hum', { high_warning: 90 });
    await other.query(`UPDATE tags SET alarm_flag = 'high_warning', alarm_flag_time = now() WHERE device_id = $1 AND tag = 'hum'`, [id]);
    await vi.waitFor(() => expect(w.engine.cached(id, 'hum')).toBeUndefined());
    await w.feed({ deviceId: id, tag: 'hum', value: 50 });
    expect((await w.tagRow(id, 'hum')).alarm_flag).toBe('norm');
    expect((await w.logOf(id, 'hum')).map((l) => l.action)).toEqual(['norm']);
  });

  it('an explicit announcement, and a rolled-back change announces nothing', async () => {
    const id = await cachedTag('rot');
    await other.query('BEGIN');
    await other.query('UPDATE tags SET critical_high = 1 WHERE device_id = $1', [id]);
    await other.query('ROLLBACK');
    await new Promise((r) => setTimeout(r, 50));
    expect(w.engine.cached(id, 'rot')).toBeDefined();
    await announceAlarmConfigChange(w.db, id);
    await vi.waitFor(() => expect(w.engine.cached(id, 'rot')).toBeUndefined());
  });

  it('payloads', () => {
    expect(parseAlarmConfigPayload('42:psr')).toEqual({ deviceId: 42, tag: 'psr' });
    expect(parseAlarmConfigPayload('42:a:b')).toEqual({ deviceId: 42, tag: 'a:b' });
    expect(parseAlarmConfigPayload('42')).toEqual({ deviceId: 42 });
    expect(parseAlarmConfigPayload('x:psr')).toBeNull();
    expect(parseAlarmConfigPayload('offline:42')).toEqual({ deviceId: 42, offline: true });
    expect(parseAlarmConfigPayload('offline:x')).toBeNull();
  });
});

describe('without its LISTEN connection the engine caches nothing', () => {
  it('evaluates from the database on every batch until started, then caches', async () => {
    const engine = new AlarmEngine({ db: w.db, pool: w.t.database.pool, publicUrl: PUBLIC_URL, log: () => {} });
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'psr', { critical_high: 100 });
    const reading = () => ({
      readings: [{ deviceId: d.id, tag: 'psr', time: w.nextTime(), value: 150, temp: null }],
      events: [],
      devices: [],
    });
    await engine.onCommitted(reading());
    expect(engine.cached(d.id, 'psr')).toBeUndefined();
    expect(engine.isListening).toBe(false);
    await engine.start();
    try {
      expect(engine.isListening).toBe(true);
      await vi.waitFor(async () => {
        await engine.onCommitted(reading());
        expect(engine.cached(d.id, 'psr')).toBeDefined();
      });
    } finally {
      await engine.stop();
    }
    expect(engine.isListening).toBe(false);
    expect(engine.cached(d.id, 'psr')).toBeUndefined();
  });

  it('a lost LISTEN connection empties the cache and reconnects', async () => {
    const engine = new AlarmEngine({ db: w.db, pool: w.t.database.pool, publicUrl: PUBLIC_URL, log: () => {} });
    await engine.start();
    try {
      const d = await createDevice(w.db, w.companies.A.id);
      await w.addTag(d.id, 'psr');
      await vi.waitFor(async () => {
        await engine.onCommitted({
          readings: [{ deviceId: d.id, tag: 'psr', time: new Date(), value: 1, temp: null }],
          events: [],
          devices: [],
        });
        expect(engine.cached(d.id, 'psr')).toBeDefined();
      });
      await other.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN alarm_config' AND datname = current_database()`,
      );
      await vi.waitFor(() => expect(engine.cached(d.id, 'psr')).toBeUndefined());
      await vi.waitFor(() => expect(engine.isListening).toBe(true), { timeout: 5000 });
    } finally {
      await engine.stop();
    }
  });
});
