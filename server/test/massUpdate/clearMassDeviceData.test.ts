import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massWorld, type MassWorld } from './massUpdateWorld';

let w: MassWorld;
beforeAll(async () => {
  w = await massWorld();
  const db = w.t.database.db;
  // alarms on a1, a2 and b1: a rule, a notification, thresholds and a raised flag with a pending notification
  for (const d of [w.devices.a1, w.devices.a2, w.devices.b2]) {
    await db.insertInto('alarm_rules').values({ device_id: d.id, tag: 'temp', name: 'Hot', symbol: 1, value: 80 }).execute();
    await db
      .insertInto('alarm_actions')
      .values({ device_id: d.id, tag: 'temp', user_id: w.users.full.id, action: 'sms', delay: 300 })
      .execute();
    await db
      .updateTable('tags')
      .set({ critical_high: 150, alarm_flag: 'critical_high' })
      .where('device_id', '=', d.id)
      .where('tag', '=', 'temp')
      .execute();
    await db
      .insertInto('notification_outbox')
      .values({
        kind: 'alarm',
        channel: 'sms',
        recipient: '+15550000000',
        body: 'alarm',
        device_id: d.id,
        tag: 'temp',
        send_after: new Date(Date.now() + 3_600_000),
      })
      .execute();
  }
});
afterAll(() => w.t.close());

const CLEAR = `mutation C($deviceIDs: String!, $deleteAlarmsToo: Boolean, $deleteOnlyAlarms: Boolean) {
  clearMassDeviceData(deviceIDs: $deviceIDs, deleteAlarmsToo: $deleteAlarmsToo, deleteOnlyAlarms: $deleteOnlyAlarms) { success updated refused { deviceID reason } }
}`;
const count = async (table: 'readings' | 'alarm_rules' | 'alarm_actions', id: number) =>
  Number(
    (
      await w.t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('device_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );
const tempTag = (id: number) =>
  w.t.database.db.selectFrom('tags').selectAll().where('device_id', '=', id).where('tag', '=', 'temp').executeTakeFirstOrThrow();

describe('clearMassDeviceData', () => {
  it('others than super users may clear only alarms: not data, and nothing changes', async () => {
    const ids = [w.devices.a1.id, w.devices.a2.id];
    const before = await w.snapshot(ids);
    for (const vars of [{}, { deleteAlarmsToo: true }]) {
      const r = await w.as(w.users.manager.id, CLEAR, { deviceIDs: ids.join(','), ...vars });
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    for (const who of ['full', 'limited', 'demo'] as const) {
      const r = await w.as(w.users[who].id, CLEAR, { deviceIDs: ids.join(','), deleteOnlyAlarms: true });
      expect(r.errors?.[0]?.extensions?.code, who).toBe('FORBIDDEN');
    }
    expect(await w.snapshot(ids)).toEqual(before);
  });

  it("a manager clears the alarms of their devices; another company's device is refused and keeps its alarms", async () => {
    const { a1, b2 } = w.devices;
    const before = await w.snapshot([b2.id]);
    const r = await w.as(w.users.manager.id, CLEAR, { deviceIDs: `${a1.id},${b2.id}`, deleteOnlyAlarms: true });
    expect(r.data).toEqual({
      clearMassDeviceData: { success: true, updated: [a1.id], refused: [{ deviceID: b2.id, reason: 'not found or not yours' }] },
    });
    expect(await count('alarm_rules', a1.id)).toBe(0);
    expect(await count('alarm_actions', a1.id)).toBe(0);
    expect(await tempTag(a1.id)).toMatchObject({ critical_high: null, alarm_flag: 'norm', value: 70 });
    // readings stay
    expect(await count('readings', a1.id)).toBe(3);
    const outbox = await w.t.database.db.selectFrom('notification_outbox').select('status').where('device_id', '=', a1.id).execute();
    expect(outbox.map((o) => o.status)).toEqual(['cancelled']);
    expect(await w.snapshot([b2.id])).toEqual(before);
    const audit = await w.t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'massUpdate.clearAlarms').execute();
    expect(audit).toHaveLength(1);
  });

  it('a super user clears data and keeps alarms, or clears both', async () => {
    const { a2, b2 } = w.devices;
    const r = await w.as(w.users.superUser.id, CLEAR, { deviceIDs: `${a2.id}` });
    expect(r.data?.clearMassDeviceData).toMatchObject({ updated: [a2.id], refused: [] });
    expect(await count('readings', a2.id)).toBe(0);
    expect(await tempTag(a2.id)).toMatchObject({ value: null, time: null, critical_high: 150 });
    expect(await count('alarm_rules', a2.id)).toBe(1);

    const both = await w.as(w.users.superUser.id, CLEAR, { deviceIDs: `${b2.id}, 987654321`, deleteAlarmsToo: true });
    expect(both.data?.clearMassDeviceData).toMatchObject({ updated: [b2.id], refused: [{ deviceID: 987654321 }] });
    expect(await count('readings', b2.id)).toBe(0);
    expect(await count('alarm_rules', b2.id)).toBe(0);
  });

  it('no ids, bad ids, or both alarm options are refused before anything changes', async () => {
    const ids = [w.devices.a3.id];
    const before = await w.snapshot(ids);
    for (const vars of [
      { deviceIDs: ' ' },
      { deviceIDs: 'abc' },
      { deviceIDs: String(ids[0]), deleteAlarmsToo: true, deleteOnlyAlarms: true },
    ]) {
      const r = await w.as(w.users.superUser.id, CLEAR, vars);
      expect(r.errors?.[0]?.extensions?.code).toBe('MASS_UPDATE_INVALID');
    }
    expect(await w.snapshot(ids)).toEqual(before);
  });
});
