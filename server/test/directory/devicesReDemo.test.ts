import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoRole } from '../../src/demo/demoAccounts';
import { seedDemo } from '../../src/demo/seedDemo';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { DEVICES_RE, ask, data, sorted, type DeviceOut } from './deviceWorld';

/**
 * Every devicesRe context against the demo world, as every demo account: a context answers only devices the account
 * may see (worked out here straight from companies and groups, not through the policy code), refuses the roles it
 * is not for, and never returns another company's devices, even when that company is asked for.
 */
let t: TestApp;
const user: Record<DemoRole, { id: number; companyId: number }> = {} as never;
const visible: Record<DemoRole, Set<number>> = {} as never;
let betaId: number;

/** Each context with the arguments its screen sends, and who may use it. */
const CONTEXTS: { vars: Record<string, unknown>; who: 'everyone' | 'tardy' | 'super' }[] = [
  { vars: { query: 'all', limit: 500 }, who: 'everyone' },
  { vars: { query: 'all', limit: 500, includeInactive: true, includeOOS: true }, who: 'everyone' },
  { vars: { query: 'directory-details' }, who: 'everyone' },
  { vars: { query: 'directory-details', path: '/Permian' }, who: 'everyone' },
  { vars: { query: 'directory-side' }, who: 'everyone' },
  { vars: { query: 'directory-side-user' }, who: 'everyone' },
  { vars: { query: 'path-input' }, who: 'everyone' },
  { vars: { query: 'new', limit: 500 }, who: 'everyone' },
  { vars: { query: 'alarm' }, who: 'everyone' },
  { vars: { query: 'voltage' }, who: 'everyone' },
  { vars: { query: 'extra-graphs' }, who: 'everyone' },
  { vars: { query: 'search', search: 'tank' }, who: 'everyone' },
  { vars: { query: 'search', search: '20304' }, who: 'everyone' },
  { vars: { query: 'search', search: '24501' }, who: 'everyone' },
  { vars: { query: 'alert', recentDays: 24, previousDays: 240 }, who: 'everyone' },
  { vars: { query: 'alert', recentDays: 0, previousDays: 999_999 }, who: 'everyone' },
  { vars: { query: 'cellular', limit: 500, sortBy: 'tmobile', sortDirection: 'desc' }, who: 'super' },
  { vars: { query: 'sku', limit: 500, sortBy: 'sku' }, who: 'super' },
  { vars: { query: 'print', from: 1, to: 100_000 }, who: 'super' },
];

const mayUse = (role: DemoRole, who: (typeof CONTEXTS)[number]['who']) =>
  who === 'everyone' || role === 'superUser' || (who === 'tardy' && ['privileged', 'manager', 'inactiveCompanyManager'].includes(role));

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, t.database.pool);
  const db = t.database.db;
  betaId = (await db.selectFrom('companies').select('id').where('name', '=', 'Beta Gas Co').executeTakeFirstOrThrow()).id;
  for (const acc of DEMO_ACCOUNTS) {
    const row = await db
      .selectFrom('users')
      .select(['id', 'company_id', 'is_super_user', 'is_manager', 'is_privileged'])
      .where('email', '=', acc.email)
      .executeTakeFirstOrThrow();
    user[acc.role] = { id: row.id, companyId: row.company_id! };
    // the oracle (spec 1 §6): super users everything; managers their company; others their groups within it;
    // the privileged account also every company of its allow-list
    const q = row.is_super_user
      ? sql<{ id: number }>`SELECT id FROM devices`
      : row.is_manager
        ? sql<{ id: number }>`SELECT id FROM devices WHERE company_id = ${row.company_id}
            OR company_id IN (SELECT company_id FROM user_company_access WHERE user_id = ${row.is_privileged ? row.id : -1})`
        : sql<{ id: number }>`SELECT d.id FROM devices d JOIN group_devices gd ON gd.device_id = d.id
            JOIN group_users gu ON gu.group_id = gd.group_id WHERE gu.user_id = ${row.id} AND d.company_id = ${row.company_id}`;
    visible[acc.role] = new Set((await q.execute(db)).rows.map((r) => r.id));
  }
}, 120_000);
afterAll(() => t?.close());

async function devices(role: DemoRole, vars: Record<string, unknown>) {
  const r = await ask<{ devicesRe: DeviceOut[] }>(t, user[role].id, DEVICES_RE, vars);
  return { code: r.code, ids: r.data?.devicesRe?.map((d) => d.id) ?? [] };
}

describe('devicesRe on the demo data, for every demo account and context', () => {
  for (const acc of DEMO_ACCOUNTS) {
    it(`${acc.firstName} ${acc.lastName} (${acc.role}) gets only what they may see, and is refused what is not theirs`, async () => {
      let nonEmpty = 0;
      for (const c of CONTEXTS) {
        const label = `${acc.role} ${JSON.stringify(c.vars)}`;
        const r = await devices(acc.role, c.vars);
        if (!mayUse(acc.role, c.who)) {
          expect(r.code, label).toBe('FORBIDDEN');
          continue;
        }
        expect(r.code, label).toBeNull();
        expect(
          r.ids.filter((id) => !visible[acc.role].has(id)),
          label,
        ).toEqual([]);
        if (r.ids.length) nonEmpty++;
      }
      expect(nonEmpty).toBeGreaterThan(5);
    });
  }

  it("Liz Limited's lists are exactly her group's active devices: North Field Team, never South or Eagle Ford", async () => {
    const active = await sql<{ id: number }>`SELECT id FROM devices WHERE is_active AND in_service`.execute(t.database.db);
    const expected = sorted(active.rows.map((r) => r.id).filter((id) => visible.limited.has(id)));
    expect(expected.length).toBeGreaterThan(10);
    for (const query of ['all', 'directory-details', 'directory-side', 'directory-side-user', 'extra-graphs']) {
      expect(sorted((await devices('limited', { query, limit: 500 })).ids), query).toEqual(expected);
    }
    const paths = await data<{ devicesRe: DeviceOut[] }>(t, user.limited.id, '{ devicesRe(query: "path-input") { path } }');
    expect(paths.devicesRe.map((d) => d.path)).toEqual(['/Permian/North', '/Permian/North/Pad A', '/Permian/North/Pad B']);
    expect((await devices('limited', { query: 'search', search: 'South Oil Tank 1' })).ids).toEqual([]);
    expect((await devices('manager', { query: 'search', search: 'South Oil Tank 1' })).ids).toEqual([20304]);
    expect((await devices('limited', { query: 'search', search: '20304' })).ids).toEqual([]);
  });

  it('a selected company the account may not see gives nothing, in every context', async () => {
    for (const role of ['manager', 'full', 'limited', 'demo'] as const) {
      for (const c of CONTEXTS) {
        if (!mayUse(role, c.who)) continue;
        const r = await devices(role, { ...c.vars, selectedCompanyID: betaId });
        expect(r, `${role} ${JSON.stringify(c.vars)}`).toEqual({ code: null, ids: [] });
      }
      const landing = await data<{ landingPage: { device: number } }>(
        t,
        user[role].id,
        `{ landingPage(selectedCompanyID: ${betaId}) { device } }`,
      );
      expect(landing.landingPage.device, role).toBe(0);
    }
  });

  it("the Tardy list: Acme for Mary; for Sam also Beta's device silent past 60 h, not the one seen 33 h ago", async () => {
    expect(sorted((await devices('manager', { query: 'alert' })).ids)).toEqual([20107, 20115, 20312]);
    expect(sorted((await devices('superUser', { query: 'alert' })).ids)).toEqual([20107, 20115, 20312, 24508]);
    expect(sorted((await devices('superUser', { query: 'alert', recentDays: 48 })).ids)).toEqual([20107, 20312, 24508]);
    expect(sorted((await devices('inactiveCompanyManager', { query: 'alert' })).ids)).toEqual([24508]);
  });

  it('the Alarms list: Mary sees her tags in alarm, Liz the North ones among them, Sam none', async () => {
    const mary = (await devices('manager', { query: 'alarm' })).ids;
    expect(mary).toEqual(expect.arrayContaining([20114, 20309, 31003, 20302, 20116]));
    expect(mary).toHaveLength(6);
    const liz = (await devices('limited', { query: 'alarm' })).ids;
    expect(liz).toEqual(expect.arrayContaining([20114, 20302, 20116]));
    expect(liz.every((id) => visible.limited.has(id))).toBe(true);
    expect((await devices('superUser', { query: 'alarm' })).ids).toEqual([]);
  });

  it('the landing counts agree with the lists', async () => {
    for (const role of ['superUser', 'manager', 'limited'] as const) {
      const { landingPage } = await data<{ landingPage: { device: number; tardy: number; alarm: number; health: number } }>(
        t,
        user[role].id,
        '{ landingPage { device tardy alarm health } }',
      );
      expect(landingPage.device, role).toBe((await devices(role, { query: 'directory-side' })).ids.length);
      expect(landingPage.tardy, role).toBe((await devices(role, { query: 'alert' })).ids.length);
      expect(landingPage.health).toBeGreaterThan(50);
      expect(landingPage.health).toBeLessThanOrEqual(100);
    }
  });
});
