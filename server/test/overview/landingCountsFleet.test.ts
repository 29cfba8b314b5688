import { LANDING_TARDY, STALE_DEVICE_SECONDS, landingHealthPercent, type AlarmFlag } from '@fieldwatch/domain';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import type { TagsTable } from '../../src/db/schemaTags';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { data, hoursAgo } from '../directory/deviceWorld';

/*
 * The landing counts against a straightforward count of a generated fleet with devices in every state: active or
 * not, in service or not, named and placed or not, silent for 1 h to 300 h or never heard from (with and without a
 * newer tag), under a path the Tardy list hides, with none, one or several channels in alarm and channels back to
 * normal; beside them another company's devices in alarm, which no count of this company may include.
 */
let t: TestApp;

interface Gen {
  active: boolean;
  inService: boolean;
  name: string | null;
  path: string | null;
  lastHours: number | null;
  tagHours: number | null;
  alarms: number;
}

const NAMES = [null, '', 'Tank'];
const PATHS = [null, '/Site/A', '/Test', '/Test/Bench', '/Testing'];
const LAST = [null, 1, 17, 30, 100, 300];
const ALARM_FLAGS: AlarmFlag[] = ['high', 'critical_low', 'test'];

/** Every combination once, each with 0 to 3 channels in alarm by turns; the tag time alone when nothing was heard. */
function fleet(): Gen[] {
  const out: Gen[] = [];
  let n = 0;
  for (const active of [true, false])
    for (const inService of [true, false])
      for (const name of NAMES)
        for (const path of PATHS)
          for (const lastHours of LAST)
            out.push({ active, inService, name, path, lastHours, tagHours: [2, 20, null][n % 3]!, alarms: n++ % 4 });
  return out;
}

const HOUR_MS = 3_600_000;

/** What the banner should say, counted row by row. */
function expected(gens: Gen[], hidden: string[]) {
  const visible = gens.filter((g) => g.active && g.inService);
  const hiddenPath = (p: string | null) => p !== null && hidden.some((h) => p === h || p.startsWith(`${h}/`));
  const tardy = visible.filter(
    (g) => g.lastHours !== null && g.lastHours > LANDING_TARDY.recent && g.lastHours < LANDING_TARDY.previous && !hiddenPath(g.path),
  );
  const placed = visible.filter((g) => (g.name ?? '') !== '' && (g.path ?? '') !== '');
  const fresh = placed.filter((g) => {
    // the last message, or the newest tag time when there is none (the alarm channels are 50 h old)
    const seen = g.lastHours ?? (g.tagHours === null ? (g.alarms > 0 ? 50 : null) : Math.min(g.tagHours, g.alarms > 0 ? 50 : Infinity));
    return seen !== null && seen * HOUR_MS <= STALE_DEVICE_SECONDS * 1000;
  });
  return {
    device: visible.length,
    tardy: tardy.length,
    alarm: visible.reduce((s, g) => s + g.alarms, 0),
    health: landingHealthPercent(fresh.length, placed.length),
  };
}

const LANDING = 'query($c: Int) { landingPage(selectedCompanyID: $c) { device tardy health alarm } }';

let gens: Gen[];
let managerId: number;
let superId: number;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const c = await createCompany(db, { name: 'Fleet Co' });
  const other = await createCompany(db, { name: 'Other Co' });
  const provider = await createCompany(db, { name: 'Provider', is_internal: true });
  companyId = c.id;
  managerId = (await createUser(db, c.id, 'manager')).id;
  superId = (await createUser(db, provider.id, 'superUser')).id;
  await db
    .insertInto('tardy_hidden_paths')
    .values({ path_prefix: '/Test' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  gens = fleet();
  for (const g of gens) {
    const d = await createDevice(db, c.id, {
      is_active: g.active,
      in_service: g.inService,
      name: g.name,
      path: g.path,
      last_time_message_received: g.lastHours === null ? null : hoursAgo(g.lastHours),
    });
    const tags: Insertable<TagsTable>[] = [];
    if (g.tagHours !== null) tags.push({ device_id: d.id, tag: 'psr', time: hoursAgo(g.tagHours), alarm_flag: 'norm' });
    for (let i = 0; i < g.alarms; i++)
      tags.push({ device_id: d.id, tag: `a${i}`, time: hoursAgo(50), alarm_flag: ALARM_FLAGS[i % ALARM_FLAGS.length]! });
    if (tags.length) await db.insertInto('tags').values(tags).execute();
  }
  // another company's devices in alarm, active and in service
  for (let i = 0; i < 3; i++) {
    const d = await createDevice(db, other.id, { last_time_message_received: hoursAgo(1) });
    await db
      .insertInto('tags')
      .values({ device_id: d.id, tag: 'lvl', time: hoursAgo(1), alarm_flag: 'high' })
      .execute();
  }
});
afterAll(() => t?.close());

describe('landing counts over a generated fleet', () => {
  it("equal a row-by-row count of the company's devices, for its manager and for a super user selecting it", async () => {
    const hidden = (await t.database.db.selectFrom('tardy_hidden_paths').select('path_prefix').execute()).map((r) => r.path_prefix);
    const want = expected(gens, hidden);
    // the fleet has something in every count, so that each is checked
    expect(want.device * want.tardy * want.alarm).toBeGreaterThan(0);
    expect(want.health).toBeGreaterThan(0);
    expect(want.health).toBeLessThan(100);
    const asManager = await data<{ landingPage: unknown }>(t, managerId, LANDING, {});
    expect(asManager.landingPage).toEqual(want);
    const asSuper = await data<{ landingPage: unknown }>(t, superId, LANDING, { c: companyId });
    expect(asSuper.landingPage).toEqual(want);
  });
});
