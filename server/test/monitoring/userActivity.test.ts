import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { wallClock } from '@fieldwatch/domain';
import { recordActivity } from '../../src/auth/recordActivity';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { ask, buildDeviceWorld, data, type DeviceWorld } from '../directory/deviceWorld';

/** The Activity view (spec 1 §2, §9): userActivity(startDate) for the 7 days from the start date, super users only. */
let t: TestApp;
let w: DeviceWorld;

const Q = `query($d: String!) { userActivity(startDate: $d) {
  mobile { user userID company month day count } desktop { user userID company month day count } api { user userID company month day count } } }`;
interface Entry {
  user: string;
  userID: number;
  company: string | null;
  month: number;
  day: number;
  count: number;
}
type Activity = { userActivity: Record<'mobile' | 'desktop' | 'api', Entry[]> };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildDeviceWorld(t.database.db);
  const { limited, manager, bManager, superUser } = w.users;
  // fixed days in 2024: the requests of the test itself record today's activity, which must stay out of the week
  await t.database.db
    .insertInto('user_activity')
    .values([
      { user_id: limited.id, day: '2024-02-29', client: 'desktop', minutes: 99 },
      { user_id: limited.id, day: '2024-03-01', client: 'desktop', minutes: 12 },
      { user_id: limited.id, day: '2024-03-01', client: 'mobile', minutes: 3 },
      { user_id: limited.id, day: '2024-03-07', client: 'desktop', minutes: 40 },
      { user_id: limited.id, day: '2024-03-08', client: 'desktop', minutes: 77 },
      { user_id: manager.id, day: '2024-03-02', client: 'desktop', minutes: 95 },
      { user_id: manager.id, day: '2024-03-02', client: 'api', minutes: 300 },
      { user_id: bManager.id, day: '2024-03-05', client: 'mobile', minutes: 7 },
      { user_id: superUser.id, day: '2024-03-03', client: 'desktop', minutes: 20 },
    ])
    .execute();
});
afterAll(() => t?.close());

describe('userActivity', () => {
  it('lists one entry per user, day and client for the 7 days from the start date, by company, user and day', async () => {
    const r = (await data<Activity>(t, w.users.superUser.id, Q, { d: '2024-03-01' })).userActivity;
    const brief = (e: Entry) => `${e.company}|${e.user}|${e.month}/${e.day}|${e.count}`;
    expect(r.desktop.map(brief)).toEqual([
      'Acme|Mona Boss|3/2|95',
      'Acme|Lena Little|3/1|12',
      'Acme|Lena Little|3/7|40',
      'Provider|Sara Staff|3/3|20',
    ]);
    expect(r.mobile.map(brief)).toEqual(['Acme|Lena Little|3/1|3', 'Bravo|Bert Bravo|3/5|7']);
    expect(r.api.map(brief)).toEqual(['Acme|Mona Boss|3/2|300']);
    expect(r.mobile[0]!.userID).toBe(w.users.limited.id);
  });

  it('a week crossing a month end keeps each day its own month', async () => {
    const r = (await data<Activity>(t, w.users.superUser.id, Q, { d: '2024-02-25' })).userActivity;
    expect(r.desktop.filter((e) => e.user === 'Lena Little').map((e) => `${e.month}/${e.day}`)).toEqual(['2/29', '3/1']);
  });

  it('is empty for a week without activity', async () => {
    expect((await data<Activity>(t, w.users.superUser.id, Q, { d: '2020-01-01' })).userActivity).toEqual({
      mobile: [],
      desktop: [],
      api: [],
    });
  });

  it('needs a real YYYY-MM-DD day', async () => {
    for (const d of ['2024-02-30', '03/01/2024', '', 'yesterday', '2024-3-1']) {
      expect((await ask(t, w.users.superUser.id, Q, { d })).code, d).toBe('BAD_INPUT');
    }
  });

  it('is for super users only', async () => {
    for (const user of ['manager', 'privileged', 'full', 'limited', 'demo'] as const) {
      expect((await ask(t, w.users[user].id, Q, { d: '2024-03-01' })).code, user).toBe('FORBIDDEN');
    }
    expect((await t.gql(Q, { d: '2024-03-01' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('activity days', () => {
  it("counts a minute on the day of the user's company site zone, the same whatever the server's clock zone", async () => {
    // a company whose date differs from UTC's right now (UTC+14 from 10:00 UTC, UTC-12 before), and one of its users
    // who has not been counted yet this minute
    const zone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Etc/GMT+12';
    const company = await createCompany(t.database.db, { name: 'Far Islands', time_zone: zone });
    const limited = await createUser(t.database.db, company.id, 'limited');
    await recordActivity(t.database.db, limited.id, 'desktop', 'UTC');
    const w14 = wallClock(Date.now() / 1000, zone);
    const expected = `${w14.year}-${String(w14.month).padStart(2, '0')}-${String(w14.day).padStart(2, '0')}`;
    const days = await sql<{
      d: string;
    }>`SELECT to_char(day, 'YYYY-MM-DD') AS d FROM user_activity WHERE user_id = ${limited.id} AND day > '2024-12-31'`.execute(
      t.database.db,
    );
    expect(days.rows.map((r) => r.d)).toContain(expected);
  });
});
