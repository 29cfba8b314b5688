import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/** A company's site time zone and a device's own offset decide the zone a device's times are read in. */
let t: TestApp;
let A: { id: number };
let B: { id: number };
let device: { id: number };
let manager: number;
let superUser: number;

beforeAll(async () => {
  t = await createTestApp({ DEFAULT_TIME_ZONE: 'America/Denver' });
  A = await createCompany(t.database.db, { name: 'Acme Zones' });
  B = await createCompany(t.database.db, { name: 'Bravo Zones' });
  device = await createDevice(t.database.db, A.id, { name: 'Zoned Tank' });
  manager = (await createUser(t.database.db, A.id, 'manager')).id;
  superUser = (await createUser(t.database.db, null, 'superUser')).id;
});
afterAll(() => t.close());

const SET = 'mutation($c: Int!, $z: String) { updateCompanyTimeZone(companyID: $c, timeZone: $z) { id timeZone } }';
const ZONE = 'query($d: Int!) { deviceRe(id: $d) { timeOffset timeZone } }';
const OFFSET = 'mutation($d: Int!, $o: Int) { updateDevice(id: $d, update: { timeOffset: $o }) { id } }';
const zoneOf = async () =>
  (await t.gql<{ deviceRe: { timeOffset: number | null; timeZone: string } }>(ZONE, { d: device.id }, await t.authHeaders(manager))).data
    ?.deviceRe;

describe('site time zones', () => {
  it("reads a device in the server's default zone until its company chooses one", async () => {
    expect(await zoneOf()).toEqual({ timeOffset: null, timeZone: 'America/Denver' });
    const r = await t.gql<{ updateCompanyTimeZone: { timeZone: string } }>(
      SET,
      { c: A.id, z: 'America/Chicago' },
      await t.authHeaders(manager),
    );
    expect(r.data?.updateCompanyTimeZone.timeZone).toBe('America/Chicago');
    expect((await zoneOf())?.timeZone).toBe('America/Chicago');
    const audited = await t.database.db.selectFrom('audit_log').select('target_id').where('action', '=', 'team.company.timeZone').execute();
    expect(audited.map((a) => a.target_id)).toEqual([String(A.id)]);
  });

  it("lets a device override its company's zone with its own offset, within the offsets in use", async () => {
    const h = await t.authHeaders(manager);
    expect((await t.gql(OFFSET, { d: device.id, o: 330 }, h)).errors).toBeUndefined();
    expect(await zoneOf()).toEqual({ timeOffset: 330, timeZone: '+05:30' });
    const bad = await t.gql(OFFSET, { d: device.id, o: 5000 }, h);
    expect(bad.errors?.[0]?.extensions?.code).toBe('TIME_OFFSET_INVALID');
    expect((await zoneOf())?.timeOffset).toBe(330);
    await t.gql(OFFSET, { d: device.id, o: null }, h);
    expect((await zoneOf())?.timeZone).toBe('America/Chicago');
  });

  it('refuses a zone that is not one, and another company to a manager; a super user sets any', async () => {
    const bad = await t.gql(SET, { c: A.id, z: 'Mars/Olympus' }, await t.authHeaders(manager));
    expect(bad.errors?.[0]?.extensions?.code).toBe('TIME_ZONE_INVALID');
    const other = await t.gql(SET, { c: B.id, z: 'Asia/Tokyo' }, await t.authHeaders(manager));
    expect(other.errors?.[0]?.extensions?.code).toBeDefined();
    expect(
      (await t.database.db.selectFrom('companies').select('time_zone').where('id', '=', B.id).executeTakeFirstOrThrow()).time_zone,
    ).toBeNull();
    const su = await t.gql<{ updateCompanyTimeZone: { timeZone: string } }>(
      SET,
      { c: B.id, z: 'Asia/Tokyo' },
      await t.authHeaders(superUser),
    );
    expect(su.data?.updateCompanyTimeZone.timeZone).toBe('Asia/Tokyo');
    expect((await zoneOf())?.timeZone).toBe('America/Chicago');
  });
});

describe('sensor tree in Device Info', () => {
  const SUB =
    'mutation($d: Int!, $s1: Int, $s2: Int) { updateDevice(id: $d, update: { sensorSubtype1: $s1, sensorSubtype2: $s2 }) { sensorSubtype1 sensorSubtype2 } }';
  it('super users set the subtypes the sensor kind has; other numbers and other roles are refused', async () => {
    const temp = await createDevice(t.database.db, A.id, { name: 'Skin Temp', default_tag: 'temp' });
    const su = await t.authHeaders(superUser);
    const ok = await t.gql<{ updateDevice: { sensorSubtype1: number; sensorSubtype2: number } }>(SUB, { d: temp.id, s1: 1, s2: 2 }, su);
    expect(ok.data?.updateDevice).toEqual({ sensorSubtype1: 1, sensorSubtype2: 2 });
    expect((await t.gql(SUB, { d: temp.id, s1: 5 }, su)).errors?.[0]?.extensions?.code).toBe('SENSOR_SUBTYPE_INVALID');
    expect((await t.gql(SUB, { d: temp.id, s1: 2 }, await t.authHeaders(manager))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const row = await t.database.db
      .selectFrom('devices')
      .select(['sensor_subtype1', 'sensor_subtype2'])
      .where('id', '=', temp.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sensor_subtype1: 1, sensor_subtype2: 2 });
  });
});

describe('latestReading says its unit', () => {
  it("gives the default tag's base unit beside the stored reading", async () => {
    const tank = await createDevice(t.database.db, A.id, { name: 'Unit Tank', default_tag: 'spsr', latest_reading: 12.9 });
    const Q = 'query($d: Int!) { deviceRe(id: $d) { latestReading latestReadingUnit } }';
    const r = await t.gql<{ deviceRe: { latestReading: number; latestReadingUnit: string } }>(
      Q,
      { d: tank.id },
      await t.authHeaders(manager),
    );
    expect(r.data?.deviceRe).toEqual({ latestReading: 12.9, latestReadingUnit: 'ft' });
  });
});
