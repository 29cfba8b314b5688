import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactReadings } from '../../src/db/compaction/compactReadings';
import { T0, tagWorld, type TagWorld } from '../tag/tagWorld';

/**
 * Undo of the removals that keep what they took (Remove All Alarms, Delete Data Point, Clear Fota): each removal and
 * each undo writes its audit row; the undo puts back exactly what went (new ids), within 10 s, once, for the same user.
 */
let w: TagWorld;

beforeAll(async () => {
  w = await tagWorld();
  await w.addTag(w.dev.id, 'psr', { critical_high: 250, low_warning: 5 });
  await w.addReadings(w.dev.id, 'psr', T0, 600, 12, '100 + i', '20 + i');
});
afterAll(() => w.close());

const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
const UNDO =
  'mutation($r: UndoableRemoval!, $d: Int!, $t: String, $time: Float) { undoRemoval(removal: $r, deviceID: $d, tag: $t, time: $time) }';
const REMOVE = 'mutation($d: Int!) { updateAlarms(deviceID: $d, tag: "psr", removeOrUpdate: "remove") { rules { name } } }';
const DEL = 'mutation($d: Int!, $time: Float!) { deleteData(deviceID: $d, tag: "psr", time: $time) }';
const CLEAR_FOTA = 'mutation($d: Int!) { deleteFOTASetting(deviceID: $d) { key desiredValue } }';
const advance = (ms: number) => w.t.app.services.clock.advance(ms);

const auditRows = (action: string) =>
  w.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'action', 'target_id', 'detail'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

async function alarmsOfPsr() {
  const where = { d: w.dev.id };
  const rules = await w.db
    .selectFrom('alarm_rules')
    .select(['name', 'symbol', 'value', 'desc', 'hold_minutes', 'dead_band'])
    .where('device_id', '=', where.d)
    .where('tag', '=', 'psr')
    .orderBy('name')
    .execute();
  const actions = await w.db
    .selectFrom('alarm_actions')
    .select(['user_id', 'group_id', 'action', 'delay', 'repeat_every', 'repeat_times', 'repeat_for'])
    .where('device_id', '=', where.d)
    .where('tag', '=', 'psr')
    .orderBy('user_id')
    .orderBy('action')
    .execute();
  const tag = await w.db
    .selectFrom('tags')
    .select(['critical_high', 'critical_low', 'high_warning', 'low_warning'])
    .where('device_id', '=', where.d)
    .where('tag', '=', 'psr')
    .executeTakeFirstOrThrow();
  const offline = await w.db.selectFrom('offline_alarms').select('factor').where('device_id', '=', where.d).execute();
  return { rules, actions, tag, offline };
}

async function seedAlarms() {
  const d = w.dev.id;
  await w.db
    .insertInto('alarm_rules')
    .values([
      { device_id: d, tag: 'psr', name: 'High', symbol: 1, value: 200, desc: 'too full', hold_minutes: 15, dead_band: 2 },
      { device_id: d, tag: 'psr', name: 'Low', symbol: -1, value: 10, desc: null, hold_minutes: null, dead_band: null },
    ])
    .execute();
  await w.db
    .insertInto('alarm_actions')
    .values([
      { device_id: d, tag: 'psr', user_id: w.users.full.id, group_id: null, action: 'sms', delay: 0, repeat_every: 900, repeat_times: 3 },
      { device_id: d, tag: 'psr', user_id: w.users.manager.id, group_id: null, action: 'email', delay: 900 },
    ])
    .execute();
  await w.db.insertInto('offline_alarms').values({ device_id: d, tag: 'psr', factor: 3 }).execute();
}

describe('Remove All Alarms', () => {
  it('is audited with what it took; Undo within 10 s puts every rule, notification and threshold back (new ids), audited', async () => {
    await seedAlarms();
    const before = await alarmsOfPsr();
    expect(before.rules).toHaveLength(2);
    const removed = await w.as('manager', REMOVE, { d: w.dev.id });
    expect(removed.errors).toBeUndefined();
    expect((await alarmsOfPsr()).rules).toEqual([]);
    const [removal] = await auditRows('alarm.remove');
    expect(removal).toMatchObject({ actor_user_id: w.users.manager.id, target_id: `${w.dev.id}:psr` });
    expect(removal!.detail).toMatchObject({ removed: { rules: 2, notifications: 2 } });

    const undo = await w.as('manager', UNDO, { r: 'REMOVE_ALARMS', d: w.dev.id, t: 'psr' });
    expect(undo.errors).toBeUndefined();
    expect(undo.data).toEqual({ undoRemoval: true });
    expect(await alarmsOfPsr()).toEqual(before);
    expect(await auditRows('alarm.remove.undo')).toEqual([
      expect.objectContaining({ actor_user_id: w.users.manager.id, detail: { rules: 2, notifications: 2 } }),
    ]);
  });

  it('a second undo of the same removal is refused and changes nothing', async () => {
    const before = await alarmsOfPsr();
    expect(code(await w.as('manager', UNDO, { r: 'REMOVE_ALARMS', d: w.dev.id, t: 'psr' }))).toBe('UNDO_ALREADY');
    expect(await alarmsOfPsr()).toEqual(before);
  });

  it("another company's user, and another user of the same company, cannot undo it", async () => {
    await w.as('manager', REMOVE, { d: w.dev.id });
    const after = await alarmsOfPsr();
    expect(code(await w.as('bManager', UNDO, { r: 'REMOVE_ALARMS', d: w.dev.id, t: 'psr' }))).toBe('NOT_FOUND');
    expect(code(await w.as('full', UNDO, { r: 'REMOVE_ALARMS', d: w.dev.id, t: 'psr' }))).toBe('UNDO_NOT_FOUND');
    expect(await alarmsOfPsr()).toEqual(after);
    expect(await auditRows('alarm.remove.undo')).toHaveLength(1);
  });

  it('after 10 s the undo is refused and nothing comes back', async () => {
    advance(10_500);
    expect(code(await w.as('manager', UNDO, { r: 'REMOVE_ALARMS', d: w.dev.id, t: 'psr' }))).toBe('UNDO_EXPIRED');
    expect((await alarmsOfPsr()).rules).toEqual([]);
    expect((await alarmsOfPsr()).actions).toEqual([]);
  });
});

describe('Delete Data Point', () => {
  const reading = (time: number) =>
    sql<{ value: number; temp: number | null }>`
      SELECT value, temp FROM readings_between(${w.dev.id}::bigint, 'psr', to_timestamp(${time}), to_timestamp(${time + 1}))`.execute(w.db);
  const rollups = () =>
    sql`SELECT bucket, min, max, sum, count, last FROM readings_hourly WHERE device_id = ${w.dev.id} AND tag = 'psr' ORDER BY bucket`.execute(
      w.db,
    );

  it('is audited with the reading; Undo puts the reading, its rollups and the latest value back, audited', async () => {
    const time = T0 + 11 * 600;
    const hours = (await rollups()).rows;
    const del = await w.as('super', DEL, { d: w.dev.id, time });
    expect(del.data).toEqual({ deleteData: true });
    expect((await reading(time)).rows).toEqual([]);
    const [audit] = await auditRows('reading.delete');
    expect(audit!.detail).toMatchObject({ time, readings: [{ value: 111, temp: 31 }] });

    expect((await w.as('super', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time })).data).toEqual({ undoRemoval: true });
    expect((await reading(time)).rows).toEqual([{ value: 111, temp: 31 }]);
    expect((await rollups()).rows).toEqual(hours);
    const latest = await w.db
      .selectFrom('tags')
      .select('value')
      .where('device_id', '=', w.dev.id)
      .where('tag', '=', 'psr')
      .executeTakeFirstOrThrow();
    expect(latest.value).toBe(111);
    expect(await auditRows('reading.delete.undo')).toEqual([expect.objectContaining({ detail: { time, restored: 1 } })]);
    expect(code(await w.as('super', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time }))).toBe('UNDO_ALREADY');
  });

  it('a reading of a compacted day comes back too, once', async () => {
    await compactReadings(w.db, new Date((T0 + 86_400) * 1000));
    const days = await w.db.selectFrom('reading_days').select('day').where('device_id', '=', w.dev.id).execute();
    expect(days).toHaveLength(1);
    const time = T0 + 3 * 600;
    await w.as('super', DEL, { d: w.dev.id, time });
    expect((await reading(time)).rows).toEqual([]);
    await w.as('super', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time });
    expect((await reading(time)).rows).toEqual([{ value: 103, temp: 23 }]);
  });

  it('refused after 10 s, for another reading, and for a user without the right', async () => {
    const time = T0 + 5 * 600;
    await w.as('super', DEL, { d: w.dev.id, time });
    expect(code(await w.as('super', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time: time + 600 }))).toBe('UNDO_NOT_FOUND');
    expect(code(await w.as('manager', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time }))).toBe('FORBIDDEN');
    expect(code(await w.as('bManager', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time }))).toBe('NOT_FOUND');
    advance(11_000);
    expect(code(await w.as('super', UNDO, { r: 'DELETE_DATA', d: w.dev.id, t: 'psr', time }))).toBe('UNDO_EXPIRED');
    expect((await reading(time)).rows).toEqual([]);
  });
});

describe('Clear Fota', () => {
  const fota = () =>
    w.db
      .selectFrom('device_settings')
      .select(['key', 'desired_value', 'desired_time'])
      .where('device_id', '=', w.dev.id)
      .where('key', 'in', ['control_1', 'relocate_image_signature'])
      .orderBy('key')
      .execute();

  it('is audited with the values it cleared; Undo asks the device for the same firmware again, once', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    await w.db
      .insertInto('device_settings')
      .values([
        { device_id: w.dev.id, key: 'control_1', desired_value: 'C0FFEE01', desired_time: at },
        { device_id: w.dev.id, key: 'relocate_image_signature', desired_value: 'ABCD1234', desired_time: at },
      ])
      .execute();
    const before = await fota();
    expect((await w.as('super', CLEAR_FOTA, { d: w.dev.id })).errors).toBeUndefined();
    expect((await fota()).map((r) => r.desired_value)).toEqual([null, null]);
    const [audit] = await auditRows('device.clearFota');
    expect(audit!.detail).toMatchObject({
      settings: [{ key: 'control_1', desired_value: 'C0FFEE01' }, { key: 'relocate_image_signature' }],
    });

    expect(code(await w.as('bManager', UNDO, { r: 'CLEAR_FOTA', d: w.dev.id }))).toBe('DEVICE_NOT_FOUND');
    expect((await w.as('super', UNDO, { r: 'CLEAR_FOTA', d: w.dev.id })).data).toEqual({ undoRemoval: true });
    expect(await fota()).toEqual(before);
    expect(await auditRows('device.clearFota.undo')).toHaveLength(1);
    expect(code(await w.as('super', UNDO, { r: 'CLEAR_FOTA', d: w.dev.id }))).toBe('UNDO_ALREADY');
  });

  it('after 10 s the undo is refused', async () => {
    await w.as('super', CLEAR_FOTA, { d: w.dev.id });
    advance(10_001);
    expect(code(await w.as('super', UNDO, { r: 'CLEAR_FOTA', d: w.dev.id }))).toBe('UNDO_EXPIRED');
    expect((await fota()).map((r) => r.desired_value)).toEqual([null, null]);
  });
});

describe('deleting a comment or user data is audited', () => {
  it('deleteComment and deleteUserData write who deleted what', async () => {
    const c = await w.db
      .insertInto('comments')
      .values({ device_id: w.dev.id, time: new Date(T0 * 1000), comment: 'pump swapped', user_id: w.users.full.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await w.db
      .insertInto('user_data')
      .values({ device_id: w.dev.id, tag: 'psr', time: new Date(T0 * 1000), value: 42, user_id: w.users.full.id })
      .execute();
    expect((await w.as('full', 'mutation($id: Int!) { deleteComment(id: $id) { id } }', { id: c.id })).errors).toBeUndefined();
    const DEL_UD = 'mutation($d: Int!, $time: Float!) { deleteUserData(deviceID: $d, tag: "psr", time: $time) { time } }';
    expect((await w.as('full', DEL_UD, { d: w.dev.id, time: T0 })).errors).toBeUndefined();
    expect(await auditRows('comment.delete')).toEqual([
      expect.objectContaining({ actor_user_id: w.users.full.id, detail: { id: c.id, time: T0, comment: 'pump swapped' } }),
    ]);
    expect(await auditRows('userData.delete')).toEqual([
      expect.objectContaining({ actor_user_id: w.users.full.id, target_id: `${w.dev.id}:psr`, detail: { time: T0, values: [42] } }),
    ]);
  });
});
