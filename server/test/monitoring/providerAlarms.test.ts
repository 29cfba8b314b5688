import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alarmWorld, type AlarmWorld } from '../alarms/alarmFixture';
import { createCompany } from '../factories/companyFactory';
import { createUser } from '../factories/userFactory';

/*
 * Why a tag is in alarm (TagAlarms.reason) as the alarm engine raised it, and the provider's list of every company's
 * alarms (providerAlarms): super users only, refused to everyone else with the catalogue's FORBIDDEN.
 */

let w: AlarmWorld;
let superUserId: number;
let acmeAt: number;
let bravoAt: number;

const PROVIDER = `{ providerAlarms { device { id name company { name } } tag { tag alarms { flag reason { condition reading time } } } } }`;
const LANDING = `{ devicesRe(query: "alarm") { id tags { tag alarms { reason { condition reading time } } } } }`;

type Reason = { condition: string; reading: string | null; time: number | null };
type ProviderRow = {
  device: { id: number; name: string; company: { name: string } | null };
  tag: { tag: string; alarms: { flag: string; reason: Reason | null } };
};

const ask = async <T>(userId: number, query: string) => w.t.gql<T>(query, {}, await w.t.authHeaders(userId));

beforeAll(async () => {
  w = await alarmWorld();
  const provider = await createCompany(w.db, { name: 'Provider', is_internal: true });
  superUserId = (await createUser(w.db, provider.id, 'superUser', { first_name: 'Sara', last_name: 'Staff' })).id;
  // Acme's tank past its critical high threshold; Bravo's well past a named rule
  await w.addTag(w.devices.dev.id, 'psr', { critical_high: 200, high_warning: 150 });
  await w.addTag(w.devices.bDev.id, 'psr', { display_units: 'bar' });
  await w.addRule(w.devices.bDev.id, 'psr', 1, 10, 'Overpressure');
  await w.feedUntilCached(w.devices.dev.id, 'psr', 100);
  await w.feedUntilCached(w.devices.bDev.id, 'psr', 100);
  acmeAt = (await w.feed({ deviceId: w.devices.dev.id, tag: 'psr', value: 212.345 }))[0]!.time.getTime() / 1000;
  bravoAt = (await w.feed({ deviceId: w.devices.bDev.id, tag: 'psr', value: 174.045 }))[0]!.time.getTime() / 1000;
});
afterAll(() => w?.close());

describe('TagAlarms.reason', () => {
  it('names the threshold or rule that raised the flag and the reading that passed it, at that reading', async () => {
    const r = await ask<{ devicesRe: { id: number; tags: { tag: string; alarms: { reason: Reason | null } }[] }[] }>(
      w.users.manager.id,
      LANDING,
    );
    expect(r.errors).toBeUndefined();
    const tank = r.data!.devicesRe.find((d) => d.id === w.devices.dev.id)!;
    expect(tank.tags.find((t) => t.tag === 'psr')!.alarms.reason).toEqual({
      condition: 'Critical high threshold: above 200 psi',
      reading: '212.35 psi',
      time: acmeAt,
    });
    const b = await ask<{ devicesRe: { id: number; tags: { tag: string; alarms: { reason: Reason | null } }[] }[] }>(
      w.users.bManager.id,
      LANDING,
    );
    // 174.045 psi is 12 bar: the rule's value and the reading in the unit the tag is shown in
    expect(b.data!.devicesRe[0]!.tags[0]!.alarms.reason).toEqual({
      condition: "Rule 'Overpressure': greater than 10 bar",
      reading: '12 bar',
      time: bravoAt,
    });
  });
});

describe('providerAlarms', () => {
  it("lists a super user every company's tags in alarm, by company, with the same reason the company's own lists give", async () => {
    const r = await ask<{ providerAlarms: ProviderRow[] }>(superUserId, PROVIDER);
    expect(r.errors).toBeUndefined();
    const rows = r.data!.providerAlarms;
    expect(rows.map((row) => [row.device.company?.name, row.device.id, row.tag.tag, row.tag.alarms.flag])).toEqual([
      ['Acme', w.devices.dev.id, 'psr', 'critical_high'],
      ['Bravo', w.devices.bDev.id, 'psr', 'high'],
    ]);
    const landing = await ask<{ devicesRe: { id: number; tags: { alarms: { reason: Reason | null } }[] }[] }>(w.users.manager.id, LANDING);
    expect(rows[0]!.tag.alarms.reason).toEqual(landing.data!.devicesRe.find((d) => d.id === w.devices.dev.id)!.tags[0]!.alarms.reason);
  });

  it("refuses every company user with the catalogue's sentence, so none sees another company's alarms through it", async () => {
    for (const [role, id] of Object.entries(w.users)) {
      const r = await ask<{ providerAlarms: ProviderRow[] | null }>(id.id, PROVIDER);
      expect(r.errors?.[0]?.extensions?.code, role).toBe('FORBIDDEN');
      expect(r.errors?.[0]?.message, role).toBe('You do not have access to this page.');
      expect(r.data?.providerAlarms ?? null, role).toBeNull();
    }
    // Bravo's manager, asking, learns nothing of Acme's tank
    const b = await ask<unknown>(w.users.bManager.id, PROVIDER);
    expect(JSON.stringify(b)).not.toContain(String(w.devices.dev.id));
  });
});
