import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { alarmWorld, type AlarmWorld } from './alarmFixture';

/* The alarm engine's configuration cache holds at most ALARM_CACHE_DEVICES devices; the rest are read on demand. */

const BOUND = 3;
let w: AlarmWorld;
let other: pg.Client;

beforeAll(async () => {
  w = await alarmWorld({}, { cacheDevices: BOUND });
  other = new pg.Client({ connectionString: w.t.database.url });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await w.close();
});

/** `n` devices whose `psr` goes critical above 100, each cached by a normal reading. */
async function devices(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = await createDevice(w.db, w.companies.A.id);
    await w.addTag(d.id, 'psr', { critical_high: 100 });
    ids.push(d.id);
  }
  return ids;
}

describe('the bounded configuration cache', () => {
  it('never holds more devices than its bound, and a device dropped from it still raises its alarm', async () => {
    const ids = await devices(BOUND + 2);
    for (const id of ids) {
      await w.feedUntilCached(id, 'psr', 50);
      expect(w.engine.cachedDevices).toBeLessThanOrEqual(BOUND);
    }
    // the first devices were used least recently: they are out
    expect(w.engine.cached(ids[0]!, 'psr')).toBeUndefined();
    expect(w.engine.cached(ids[1]!, 'psr')).toBeUndefined();
    expect(w.engine.cached(ids[BOUND + 1]!, 'psr')?.flag).toBe('norm');

    await w.feed({ deviceId: ids[0]!, tag: 'psr', value: 150 });
    expect((await w.tagRow(ids[0]!, 'psr')).alarm_flag).toBe('critical_high');
    expect(await w.logOf(ids[0]!, 'psr')).toHaveLength(1);
    // read again and cached with the flag it now has (or dropped again by the flag change's own announcement)
    expect(w.engine.cached(ids[0]!, 'psr')?.flag ?? 'critical_high').toBe('critical_high');
    expect(w.engine.cachedDevices).toBeLessThanOrEqual(BOUND);
    // once the flag is known, the same state raises nothing again
    await w.feed({ deviceId: ids[0]!, tag: 'psr', value: 160 });
    expect(await w.logOf(ids[0]!, 'psr')).toHaveLength(1);
  });

  it('evaluates every device of a batch larger than the cache, cached or not when it arrived', async () => {
    const ids = await devices(BOUND + 2);
    // the first BOUND are cached when the batch arrives; loading the other two pushes two of them out mid-batch
    for (const id of ids.slice(0, BOUND)) await w.feedUntilCached(id, 'psr', 50);
    await w.feed(...ids.map((deviceId) => ({ deviceId, tag: 'psr', value: 150 })));
    for (const id of ids) expect((await w.tagRow(id, 'psr')).alarm_flag, `device ${id}`).toBe('critical_high');
    expect(w.engine.cachedDevices).toBeLessThanOrEqual(BOUND);
  });

  it('still drops a cached device when its configuration changes elsewhere', async () => {
    const [id] = await devices(1);
    await w.feedUntilCached(id!, 'psr', 50);
    await other.query(`UPDATE tags SET critical_high = 40 WHERE device_id = $1 AND tag = 'psr'`, [id]);
    await vi.waitFor(() => expect(w.engine.cached(id!, 'psr')).toBeUndefined());
    await w.feed({ deviceId: id!, tag: 'psr', value: 60 });
    expect((await w.tagRow(id!, 'psr')).alarm_flag).toBe('critical_high');
  });
});
