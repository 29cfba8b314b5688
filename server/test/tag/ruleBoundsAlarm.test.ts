import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagWorld, type TagWorld } from './tagWorld';

/* updateAlarms' low and high (spec 2 §7) drive the alarm engine: a reading past high sets the flag high (§4.3). */
let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'psr');
});
afterAll(() => w.close());

const UPDATE = `mutation($d: Int!, $t: String!, $low: Float, $high: Float, $mode: String) {
  updateAlarms(deviceID: $d, tag: $t, low: $low, high: $high, rules: [], actions: [], removeOrUpdate: $mode) { low high }
}`;

async function send(value: number, time: number) {
  const res = await w.t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${w.dev.id}/messages/data`,
    headers: { authorization: `Bearer ${w.dev.secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ time, values: { psr: value } }),
  });
  expect(res.statusCode).toBe(200);
  await w.t.app.services.ingest.pipeline.settled();
  await w.t.app.services.alarms.idle();
  return (
    await w.db.selectFrom('tags').select('alarm_flag').where('device_id', '=', w.dev.id).where('tag', '=', 'psr').executeTakeFirstOrThrow()
  ).alarm_flag;
}

describe('low and high of updateAlarms in the alarm engine', () => {
  it('are stored, then a reading past high sets high, under low sets low, between them norm', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await send(500, now - 600)).toBe('norm');
    const r = await w.as<{ updateAlarms: { low: number; high: number } }>('manager', UPDATE, { d: w.dev.id, t: 'psr', low: 20, high: 150 });
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateAlarms).toEqual({ low: 20, high: 150 });
    expect(await w.db.selectFrom('tag_rule_bounds').select(['low', 'high']).where('device_id', '=', w.dev.id).executeTakeFirst()).toEqual({
      low: 20,
      high: 150,
    });

    expect(await send(151, now - 500)).toBe('high');
    expect(await send(100, now - 400)).toBe('norm');
    expect(await send(19, now - 300)).toBe('low');
    const log = await w.db
      .selectFrom('alarm_log')
      .select('action')
      .where('device_id', '=', w.dev.id)
      .where('action', 'in', ['high', 'low', 'norm'])
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['high', 'norm', 'low']);
  });

  it('the 0 / 32762 pair (unset) raises nothing; removing the alarms clears the bounds', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await send(100, now - 200)).toBe('norm');
    await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', low: 0, high: 32762 });
    expect(await send(40_000, now - 100)).toBe('norm');
    await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', low: 20, high: 150 });
    expect(await send(1_000, now - 50)).toBe('high');
    await w.as('manager', UPDATE, { d: w.dev.id, t: 'psr', mode: 'remove' });
    expect(await w.db.selectFrom('tag_rule_bounds').selectAll().where('device_id', '=', w.dev.id).execute()).toEqual([]);
    expect(await send(100, now - 40)).toBe('norm');
    expect(await send(1_000, now - 30)).toBe('norm');
  });
});
