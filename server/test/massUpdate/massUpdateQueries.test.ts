import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massWorld, type MassWorld } from './massUpdateWorld';

let w: MassWorld;
beforeAll(async () => {
  w = await massWorld();
  const db = w.t.database.db;
  // a1 has a rule, a2 a legacy threshold: they have alarms set; b1 has both (world)
  await db.insertInto('alarm_rules').values({ device_id: w.devices.a1.id, tag: 'temp', name: 'Hot', symbol: 1, value: 80 }).execute();
  await db.updateTable('tags').set({ low_warning: 1 }).where('device_id', '=', w.devices.a2.id).where('tag', '=', 'temp').execute();
  await db.updateTable('devices').set({ is_active: false }).where('id', '=', w.devices.b2.id).execute();
  await db
    .insertInto('firmware_images')
    .values([
      { name: 'application_v3', crc_id: 'AAAA0001', image_type: 'application' },
      { name: 'Generic build', crc_id: 'AAAA0002', image_type: 'application' },
      { name: 'relocate_v3', crc_id: 'BBBB0001', image_type: 'relocate' },
      { name: 'bootloader', crc_id: 'CCCC0001', image_type: 'other' },
    ])
    .execute();
  await db
    .insertInto('message_log')
    .values([
      {
        device_id: w.devices.a1.id,
        time: new Date('2026-03-01T10:00:00Z'),
        message_type: 'data',
        data: JSON.stringify({ values: { temp: 71.5, _v: 3.9 } }),
      },
      {
        device_id: w.devices.a1.id,
        time: new Date('2026-03-01T11:00:00Z'),
        message_type: 'health',
        data: JSON.stringify({ voltage: 3.8, temperature: 80, csq: 21 }),
      },
      { device_id: w.devices.a1.id, time: new Date('2026-03-01T12:00:00Z'), message_type: 'event', data: JSON.stringify({ flag: 1 }) },
      {
        device_id: w.devices.a1.id,
        time: new Date('2026-03-02T12:00:00Z'),
        message_type: 'gps',
        data: JSON.stringify({ latitude: 31.9, longitude: -102.1 }),
      },
      {
        device_id: w.devices.a1.id,
        time: new Date('2026-03-03T12:00:00Z'),
        message_type: 'overflow',
        data: JSON.stringify({ message: 'buffer full' }),
      },
      {
        device_id: w.devices.a2.id,
        time: new Date('2026-03-01T10:00:00Z'),
        message_type: 'data',
        data: JSON.stringify({ values: { temp: 1 } }),
      },
    ])
    .execute();
  await db
    .insertInto('user_device_grants')
    .values([
      { user_id: w.users.full.id, grant_name: 'message_log', device_id: w.devices.a1.id },
      { user_id: w.users.bManager.id, grant_name: 'message_log', device_id: null },
    ])
    .execute();
});
afterAll(() => w.t.close());

const CHECK = 'query($c: Int) { alarmChecker(companyID: $c) { id companyID companyName } }';
const LOG = `query($d: Int!, $m: String, $s: Int, $e: Int) { messageLog(deviceID: $d, messageType: $m, startTime: $s, endTime: $e) {
  deviceID time timeZone messageType data { values message voltage temperature eventFlag additionalData raw } } }`;
const ACCESS = 'query($d: Int) { messageLogAccess(deviceID: $d) }';
const OPTIONS = `{ massUpdateOptions { applicationSignatures { name crcId } relocateSignatures { name crcId }
  companies { id name } groups { id name companyID } users { id companyID } } }`;

describe('alarmChecker', () => {
  it("a manager sees their company's active devices without alarms", async () => {
    const r = await w.as(w.users.manager.id, CHECK);
    const { A } = w.companies;
    expect(r.data?.alarmChecker).toEqual(
      [w.devices.a3, w.devices.a4, w.longFw, w.noTemp].map((d) => ({ id: d.id, companyID: A.id, companyName: 'Acme' })),
    );
    expect((await w.as(w.users.manager.id, CHECK, { c: w.companies.B.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a super user sees every company grouped by name, or one company; others are refused', async () => {
    const all = (await w.as(w.users.superUser.id, CHECK)).data?.alarmChecker as { id: number; companyName: string }[];
    expect([...new Set(all.map((x) => x.companyName))]).toEqual(['Acme', 'Bravo', 'Provider']);
    expect(all.some((x) => x.id === w.devices.b1.id || x.id === w.devices.b2.id || x.id === w.devices.a1.id)).toBe(false);
    const bravo = (await w.as(w.users.superUser.id, CHECK, { c: w.companies.B.id })).data?.alarmChecker;
    expect(bravo).toEqual([{ id: w.devices.bMoved.id, companyID: w.companies.B.id, companyName: 'Bravo' }]);
    const priv = (await w.as(w.privManager.id, CHECK, { c: w.companies.B.id })).data?.alarmChecker;
    expect(priv).toEqual(bravo);
    for (const who of ['full', 'limited', 'demo'] as const) {
      expect((await w.as(w.users[who].id, CHECK)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});

describe('messageLog', () => {
  it("a super user reads a device's messages newest first, per type and range, shaped for display", async () => {
    const r = await w.as(w.users.superUser.id, LOG, { d: w.devices.a1.id });
    const log = r.data?.messageLog as { messageType: string; time: number; timeZone: string; data: Record<string, unknown> }[];
    expect(log.map((x) => x.messageType)).toEqual(['overflow', 'gps', 'event', 'health', 'data']);
    // each entry with its device's site zone, which the log prints its time in (the test company has none: the default)
    expect(new Set(log.map((x) => x.timeZone))).toEqual(new Set(['UTC']));
    expect(log[4]!.data).toMatchObject({ values: ['_v: 3.9', 'temp: 71.5'] });
    expect(log[3]!.data).toMatchObject({ voltage: 3.8, temperature: 80, additionalData: 'csq: 21' });
    expect(log[2]!.data).toMatchObject({ eventFlag: 1, raw: '{"flag":1}' });
    expect(log[1]!.data).toMatchObject({ values: ['31.9', '-102.1'] });
    expect(log[0]!.data).toMatchObject({ message: 'buffer full' });
    const health = await w.as(w.users.superUser.id, LOG, { d: w.devices.a1.id, m: 'health' });
    expect((health.data?.messageLog as unknown[]).length).toBe(1);
    const day = await w.as(w.users.superUser.id, LOG, {
      d: w.devices.a1.id,
      s: Date.UTC(2026, 2, 1) / 1000,
      e: Date.UTC(2026, 2, 1, 23, 59, 59) / 1000,
    });
    expect((day.data?.messageLog as { messageType: string }[]).map((x) => x.messageType)).toEqual(['event', 'health', 'data']);
    expect((await w.as(w.users.superUser.id, LOG, { d: w.devices.a1.id, m: 'bogus' })).errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
  });

  it('access is data: a grant for one device, or for every device the user sees; everyone else is refused', async () => {
    expect((await w.as(w.users.full.id, LOG, { d: w.devices.a1.id })).errors).toBeUndefined();
    const refused = await w.as(w.users.full.id, LOG, { d: w.devices.a2.id });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You do not have access to this page.', extensions: { code: 'FORBIDDEN' } });
    // the whole answer is refused, so a client cannot take it for an empty log
    expect(refused.data).toBeNull();
    expect((await w.as(w.users.bManager.id, LOG, { d: w.devices.b1.id })).errors).toBeUndefined();
    expect((await w.as(w.users.bManager.id, LOG, { d: w.devices.a1.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await w.as(w.users.manager.id, LOG, { d: w.devices.a1.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await w.as(w.users.manager.id, LOG, { d: 987654321 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await w.as(w.users.full.id, ACCESS)).data).toEqual({ messageLogAccess: true });
    expect((await w.as(w.users.full.id, ACCESS, { d: w.devices.a2.id })).data).toEqual({ messageLogAccess: false });
    expect((await w.as(w.users.manager.id, ACCESS)).data).toEqual({ messageLogAccess: false });
    expect((await w.as(w.users.superUser.id, ACCESS, { d: w.devices.c1.id })).data).toEqual({ messageLogAccess: true });
  });
});

describe('massUpdateOptions', () => {
  it('super users get signatures split by name and every company; managers their own groups and users, no companies', async () => {
    const su = (await w.as(w.users.superUser.id, OPTIONS)).data?.massUpdateOptions as Record<
      string,
      { name?: string; crcId?: string; companyID?: number }[]
    >;
    expect(su.applicationSignatures!.map((s) => s.crcId)).toEqual(['AAAA0002', 'AAAA0001']);
    expect(su.relocateSignatures!.map((s) => s.crcId)).toEqual(['BBBB0001']);
    expect(su.companies!.map((c) => c.name)).toEqual(['Acme', 'Bravo', 'Provider']);
    const m = (await w.as(w.users.manager.id, OPTIONS)).data?.massUpdateOptions as Record<string, { name?: string; companyID?: number }[]>;
    expect(m.applicationSignatures).toEqual([]);
    expect(m.companies).toEqual([]);
    expect(m.groups!.map((g) => g.name)).toEqual(['G1', 'G2']);
    expect(new Set(m.users!.map((u) => u.companyID))).toEqual(new Set([w.companies.A.id]));
    const pm = (await w.as(w.privManager.id, OPTIONS)).data?.massUpdateOptions as Record<string, { name?: string }[]>;
    expect(pm.companies!.map((c) => c.name)).toEqual(['Acme', 'Bravo']);
    expect((await w.as(w.users.full.id, OPTIONS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
