import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  DEVICES_RE,
  ask,
  buildDeviceWorld,
  listIds,
  sorted,
  type DeviceWorld,
  type WorldDevice,
  type WorldUser,
} from '../directory/deviceWorld';

/** The Tardy Devices list: devicesRe(query: "alert") (spec 1 §2, §5, §6, §7). */
let t: TestApp;
let w: DeviceWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceWorld(t.database.db);
});
afterAll(() => t?.close());

const u = (key: WorldUser) => w.users[key].id;
const asSet = (...keys: WorldDevice[]) => sorted(keys.map((k) => w.devices[k].id));
const tardy = async (user: WorldUser, vars: Record<string, unknown> = {}) => sorted(await listIds(t, u(user), { query: 'alert', ...vars }));

describe('Tardy Devices (query alert)', () => {
  it('defaults to after 24 h and before 240 h, active and in service only', async () => {
    // a2 and aTestish went silent 30 h ago; aOld 300 h ago is beyond the range; aInactive and aOOS are filtered out
    expect(await tardy('manager')).toEqual(asSet('a2', 'aTestish'));
    expect(await tardy('manager', { recentDays: 24, previousDays: 240 })).toEqual(asSet('a2', 'aTestish'));
    expect(await tardy('manager', { previousDays: 400 })).toEqual(asSet('a2', 'aTestish', 'aOld'));
    expect(await tardy('manager', { recentDays: 0, previousDays: 3 })).toEqual(asSet('a1', 'a3', 'a4', 'a5', 'a6'));
    expect(await tardy('manager', { recentDays: 31, previousDays: 240 })).toEqual([]);
  });

  it('lists the most recently silent first', async () => {
    expect(await listIds(t, u('manager'), { query: 'alert', previousDays: 400 })).toEqual([
      w.devices.aTestish.id,
      w.devices.a2.id,
      w.devices.aOld.id,
    ]);
    expect(await listIds(t, u('manager'), { query: 'alert', limit: 1 })).toEqual([w.devices.aTestish.id]);
  });

  it('hides internal companies, hidden test paths (whole segments) and recently seen devices of flagged companies', async () => {
    // p1 (internal company), aTest (/Test/Rig 1), h1 (30 h) and h3 (55 h) of the hide_recent company are hidden;
    // /Testing is not under /Test; h2 reported 70 h ago, beyond the 60 h of the rule
    expect(await tardy('superUser')).toEqual(asSet('a2', 'aTestish', 'b1', 'h2', 'c1'));
    expect(await tardy('hManager')).toEqual(asSet('h2'));
  });

  it("shows the flagged company's recently seen devices once 'after' is 48 h or more", async () => {
    expect(await tardy('hManager', { recentDays: 47 })).toEqual(asSet('h2'));
    expect(await tardy('hManager', { recentDays: 48 })).toEqual(asSet('h3', 'h2'));
    expect(await tardy('superUser', { recentDays: 48 })).toEqual(asSet('h3', 'h2'));
  });

  it('the hidden paths are data: adding a path hides its folder at once', async () => {
    const db = t.database.db;
    await sql`INSERT INTO tardy_hidden_paths (path_prefix) VALUES ('/Eagle')`.execute(db);
    try {
      expect(await tardy('manager', { previousDays: 400 })).toEqual(asSet('a2', 'aTestish'));
    } finally {
      await sql`DELETE FROM tardy_hidden_paths WHERE path_prefix = '/Eagle'`.execute(db);
    }
    expect(await tardy('manager', { previousDays: 400 })).toEqual(asSet('a2', 'aTestish', 'aOld'));
    const seeded = await sql<{ path_prefix: string }>`SELECT path_prefix FROM tardy_hidden_paths ORDER BY 1`.execute(db);
    expect(seeded.rows.map((r) => r.path_prefix)).toEqual(['/Bench', '/Test']);
  });

  it('gives every user the tardy devices they may see (the landing box); the /alerts page itself is redirected in the browser', async () => {
    const all = await tardy('manager');
    for (const user of ['full', 'limited', 'demo', 'noGroup'] as const) {
      const mine = await tardy(user);
      const visible = sorted(await listIds(t, u(user), { query: 'all', includeInactive: true, limit: 500 }));
      for (const id of mine) expect(visible, user).toContain(id);
      for (const id of mine) expect(all, user).toContain(id);
    }
    expect(await tardy('noGroup')).toEqual([]);
    expect(await tardy('bManager')).toEqual(asSet('b1'));
    // a privileged manager: the allow-listed company's tardy devices; the provider's own stay hidden
    expect(await tardy('privileged')).toEqual(asSet('a2', 'aTestish'));
    // a manager never gets another company's, even when asking for it
    expect(await tardy('manager', { selectedCompanyID: w.companies.B.id })).toEqual([]);
    expect(await tardy('superUser', { selectedCompanyID: w.companies.B.id })).toEqual(asSet('b1'));
  });

  it('accepts only whole hours below 1,000,000', async () => {
    for (const vars of [{ recentDays: -1 }, { previousDays: 1_000_000 }, { recentDays: 2_000_000 }]) {
      expect((await ask(t, u('manager'), DEVICES_RE, { query: 'alert', ...vars })).code, JSON.stringify(vars)).toBe('BAD_INPUT');
    }
    expect(await tardy('manager', { recentDays: 24, previousDays: 999_999 })).toEqual(asSet('a2', 'aTestish', 'aOld'));
  });
});
