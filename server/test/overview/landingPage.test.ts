import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { buildDeviceWorld, data, hoursAgo, type DeviceWorld, type WorldUser } from '../directory/deviceWorld';

/** The landing overview (spec 1 §2): the banner counts (landingPage) and the notifications (notice). */
let t: TestApp;
let w: DeviceWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceWorld(t.database.db);
});
afterAll(() => t?.close());

interface Counts {
  device: number;
  tardy: number;
  health: number | null;
  alarm: number;
}
const LANDING = 'query($c: Int) { landingPage(selectedCompanyID: $c) { device tardy health alarm } }';
const landing = async (userId: number, c?: number) => (await data<{ landingPage: Counts }>(t, userId, LANDING, { c })).landingPage;
const as = (user: WorldUser, c?: number) => landing(w.users[user].id, c);

describe('landingPage', () => {
  it("a manager's banner: active devices, tardy as the landing Tardy box, alarms, health", async () => {
    // 11 active in-service devices; tardy a2 and aTestish (aTest is under /Test); a1's tag in alarm;
    // 9 named and placed, of which a1, a3, a4, a5, a6 reported within 18 h: 5 / 9
    expect(await as('manager')).toEqual({ device: 11, tardy: 2, alarm: 1, health: 56 });
  });

  it('counts only what the viewer may see', async () => {
    expect(await as('limited')).toEqual({ device: 2, tardy: 1, alarm: 1, health: 50 });
    expect(await as('demo')).toEqual({ device: 1, tardy: 0, alarm: 0, health: 100 });
    expect(await as('bManager')).toEqual({ device: 2, tardy: 1, alarm: 1, health: 50 });
    // nothing to compute health from: null (the banner reads N/A)
    expect(await as('noGroup')).toEqual({ device: 0, tardy: 0, alarm: 0, health: null });
  });

  it("super users get the alarm count too (only the Alarms box is a manager's), and may narrow to one company", async () => {
    const all = await as('superUser');
    expect(all.device).toBe(19);
    expect(all.tardy).toBe(5);
    expect(all.alarm).toBeGreaterThanOrEqual(2);
    // a company selected: the same counts as that company's manager sees
    expect(await as('superUser', w.companies.A.id)).toEqual(await as('manager'));
    expect(await as('superUser', w.companies.B.id)).toEqual({ device: 2, tardy: 1, alarm: 1, health: 50 });
  });

  it("another company's counts are never given away", async () => {
    expect(await as('manager', w.companies.B.id)).toEqual({ device: 0, tardy: 0, alarm: 0, health: null });
    expect(await as('limited', w.companies.B.id)).toEqual({ device: 0, tardy: 0, alarm: 0, health: null });
    expect(await as('privileged', w.companies.A.id)).toEqual(await as('manager'));
  });

  it('health falls back to the newest tag time when a device has no last message (spec 1 §4)', async () => {
    const db = t.database.db;
    const z = await createCompany(db, { name: 'Zulu' });
    const boss = await createUser(db, z.id, 'manager');
    const fresh = await createDevice(db, z.id, { name: 'Fresh by tag', path: '/Z', last_time_message_received: null });
    const stale = await createDevice(db, z.id, { name: 'Stale by tag', path: '/Z', last_time_message_received: null });
    await createDevice(db, z.id, { name: 'Never', path: '/Z', last_time_message_received: null });
    await createDevice(db, z.id, { name: 'Just in time', path: '/Z', last_time_message_received: new Date(Date.now() - 64_000_000) });
    await createDevice(db, z.id, { name: 'Just too late', path: '/Z', last_time_message_received: new Date(Date.now() - 64_900_000) });
    // unnamed and unplaced devices do not count either way
    await createDevice(db, z.id, { name: null, path: '/Z', last_time_message_received: hoursAgo(100) });
    await createDevice(db, z.id, { name: 'No path', path: null, last_time_message_received: hoursAgo(100) });
    await db
      .insertInto('tags')
      .values([
        { device_id: fresh.id, tag: 'psr', time: hoursAgo(30) },
        { device_id: fresh.id, tag: '_v', time: hoursAgo(1) },
        { device_id: stale.id, tag: 'psr', time: hoursAgo(19) },
      ])
      .execute();
    // fresh: 'Fresh by tag' and 'Just in time', of the 5 placed: 40 %; the two silent for 100 h are tardy all the same
    expect(await landing(boss.id)).toEqual({ device: 7, tardy: 2, alarm: 0, health: 40 });
  });

  it('refuses an unsigned request', async () => {
    expect((await t.gql(LANDING)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('notice', () => {
  const NOTICE = '{ notice { id title notice_content notice_type created_at } }';
  type Notice = { id: number; title: string; notice_content: string; notice_type: string; created_at: number };

  beforeAll(async () => {
    const day = 86_400_000;
    await t.database.db
      .insertInto('notices')
      .values([
        { company_id: null, title: 'Everyone old', notice_content: 'a', notice_type: 'info', created_at: new Date(Date.now() - 5 * day) },
        { company_id: null, title: 'Everyone new', notice_content: 'b', notice_type: 'update', created_at: new Date(Date.now() - 1 * day) },
        {
          company_id: w.companies.A.id,
          title: 'For A',
          notice_content: 'c',
          notice_type: 'critical',
          created_at: new Date(Date.now() - 2 * day),
        },
        {
          company_id: w.companies.B.id,
          title: 'For B',
          notice_content: 'd',
          notice_type: 'warning',
          created_at: new Date(Date.now() - 3 * day),
        },
      ])
      .execute();
  });

  it('gives the notices for everyone and for the own company, newest first, times in epoch seconds', async () => {
    const r = await data<{ notice: Notice[] }>(t, w.users.limited.id, NOTICE);
    expect(r.notice.map((n) => n.title)).toEqual(['Everyone new', 'For A', 'Everyone old']);
    expect(r.notice[1]).toMatchObject({ notice_content: 'c', notice_type: 'critical' });
    expect(Math.abs(r.notice[0]!.created_at - (Date.now() / 1000 - 86_400))).toBeLessThan(60);
    expect(Number.isInteger(r.notice[0]!.created_at)).toBe(true);
  });

  it("never shows another company's notices", async () => {
    expect((await data<{ notice: Notice[] }>(t, w.users.bManager.id, NOTICE)).notice.map((n) => n.title)).toEqual([
      'Everyone new',
      'For B',
      'Everyone old',
    ]);
    expect((await data<{ notice: Notice[] }>(t, w.users.superUser.id, NOTICE)).notice.map((n) => n.title)).toEqual([
      'Everyone new',
      'Everyone old',
    ]);
  });
});
