import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AlarmEngine } from '../../src/alarms/alarmEngine';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, PUBLIC_URL, type AlarmWorld } from './alarmFixture';

/*
 * Two server processes, each with its own alarm engine (its own cache), judging the readings of one tag in turn: the
 * database's flag and newest judged reading decide, so a stale cache neither raises twice nor misses a change.
 */
let w: AlarmWorld;
let other: AlarmEngine;
beforeAll(async () => {
  w = await alarmWorld();
  other = new AlarmEngine({ db: w.db, pool: w.t.database.pool, publicUrl: PUBLIC_URL, clock: w.t.app.services.clock, log: () => {} });
  await other.start();
});
afterAll(async () => {
  await other.stop();
  await w.close();
});

/** Readings of one batch handed to the other process's engine (the fixture's feed writes them as ingest does). */
async function feedOther(deviceId: number, value: number) {
  const time = w.nextTime();
  await w.db.insertInto('readings').values({ device_id: deviceId, tag: 'psr', time, value }).execute();
  await w.db.updateTable('tags').set({ time, value }).where('device_id', '=', deviceId).where('tag', '=', 'psr').execute();
  await other.onCommitted({ readings: [{ deviceId, tag: 'psr', time, value, temp: null }], events: [], devices: [] });
}

const flags = async (id: number) =>
  (await w.logOf(id, 'psr')).filter((l) => l.action !== 'sms' && l.action !== 'email').map((l) => [l.action, l.value]);

describe('two processes judging one tag', () => {
  it('a process whose cache still says normal does not raise the alarm the other already raised', async () => {
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'psr', { critical_high: 200 });
    await w.addAction(d.id, 'psr', { userId: w.users.full.id }, 'sms');
    // the other process caches the tag at normal
    await feedOther(d.id, 100);
    expect(other.cached(d.id, 'psr')?.flag ?? 'norm').toBe('norm');
    // this process raises it
    await w.feed({ deviceId: d.id, tag: 'psr', value: 250 });
    // the other process, before it hears of the change, gets a reading still past the threshold
    await feedOther(d.id, 300);
    expect(await flags(d.id)).toEqual([['critical_high', 250]]);
    expect((await w.outboxOf(d.id, 'psr')).filter((o) => o.channel === 'sms')).toHaveLength(1);
  });

  it('a process whose cache still says normal clears the alarm the other raised, from the stored state', async () => {
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'psr', { critical_high: 200, high_warning: 150 });
    await feedOther(d.id, 100);
    await w.feed({ deviceId: d.id, tag: 'psr', value: 250 });
    // stale: the other process thinks normal; its reading of 160 is a move from critical high to a warning
    await feedOther(d.id, 160);
    expect(await flags(d.id)).toEqual([
      ['critical_high', 250],
      ['high_warning', 160],
    ]);
    expect((await w.tagRow(d.id, 'psr')).alarm_flag).toBe('high_warning');
  });

  it('once the other process has heard of the change, it goes on from it', async () => {
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'psr', { critical_high: 200 });
    await feedOther(d.id, 100);
    await w.feed({ deviceId: d.id, tag: 'psr', value: 250 });
    // the flag change is announced to every process (the alarm_config channel): the other drops its copy
    await vi.waitFor(() => expect(other.cached(d.id, 'psr')).toBeUndefined());
    await feedOther(d.id, 100);
    expect(await flags(d.id)).toEqual([
      ['critical_high', 250],
      ['norm', 100],
    ]);
  });
});
