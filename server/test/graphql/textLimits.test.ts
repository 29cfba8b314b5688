import { TEXT_LIMITS } from '@fieldwatch/domain';
import { schema } from '../../src/graphql/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/** Free text has a length limit, refused with the catalogue's code before anything changes. */
let t: TestApp;
let device: { id: number; name: string | null };
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  device = await createDevice(t.database.db, company.id, { name: 'Tank 1' });
  headers = await t.authHeaders((await createUser(t.database.db, company.id, 'manager')).id);
});
afterAll(() => t.close());

const UPDATE = 'mutation($id: Int!, $u: DeviceUpdateInput!) { updateDevice(id: $id, update: $u) { id name } }';

describe('text limits', () => {
  it('refuses a 99,000-character device name, as a variable or written in the document, and changes nothing', async () => {
    const long = 'x'.repeat(99_000);
    const asVariable = await t.gql(UPDATE, { id: device.id, u: { name: long } }, headers);
    expect(asVariable.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    expect(asVariable.errors?.[0]?.message).toBe(`That text is too long. name takes at most ${TEXT_LIMITS.name} characters.`);
    const inline = await t.gql(`mutation { updateDevice(id: ${device.id}, update: { path: "/${'p'.repeat(600)}" }) { id } }`, {}, headers);
    expect(inline.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const row = await t.database.db.selectFrom('devices').select(['name', 'path']).where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Tank 1');
  });

  it('accepts text up to the limit', async () => {
    const r = await t.gql<{ updateDevice: { name: string } }>(
      UPDATE,
      { id: device.id, u: { name: 'n'.repeat(TEXT_LIMITS.name!) } },
      headers,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateDevice.name).toHaveLength(TEXT_LIMITS.name!);
  });

  it('limits comments, group names and people’s names the same way', async () => {
    const comment = await t.gql(
      'mutation($d: Int!, $c: String!) { addLogComment(deviceID: $d, comment: $c) { id } }',
      { d: device.id, c: 'c'.repeat(TEXT_LIMITS.comment! + 1) },
      headers,
    );
    expect(comment.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const me = await t.gql(
      'mutation($f: String) { updateMe(firstName: $f) { id } }',
      { f: 'F'.repeat(TEXT_LIMITS.firstName! + 1) },
      headers,
    );
    expect(me.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
  });
});

/**
 * String arguments that are not free text: each is parsed against a format or a fixed list by its resolver (a tag
 * name, a phone number, an enum-like word, a list of ids), so a long value is refused there. Every other String
 * argument or input field must have a TEXT_LIMITS entry.
 */
const FORMAT_CHECKED = new Set([
  'tag',
  'key',
  'countryCode',
  'phoneNumber',
  'unsubscribeToken',
  'deviceIDs',
  'activeAdditional',
  'removeOrUpdate',
  'action',
  'fluid',
  'scada_sensor_type',
  'tankShape',
  'unit',
  'pin',
  'permissions',
  'sortBy',
  'sortDirection',
  'messageType',
  'startDate',
  'invoiceNumber',
  'accountingCodes',
  'phoneType',
  'timeZone',
  'tags',
  ...Array.from({ length: 11 }, (_, i) => `setting${i + 1}`),
]);

describe('every free-text input has a limit', () => {
  it('names a limit for each String argument and input field of the schema that is not format-checked', () => {
    const missing: string[] = [];
    // by name, not graphql-js's type guards: the schema's graphql build may not be the test's (see epochArguments.ts)
    type Named = { name?: string; ofType?: Named; getFields?: () => Record<string, { name: string; type: Named }> };
    const named = (type: Named): Named => (type.ofType ? named(type.ofType) : type);
    const isString = (type: Named) => named(type).name === 'String';
    for (const root of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(root.getFields())) {
        for (const arg of field.args) {
          if (isString(arg.type) && !FORMAT_CHECKED.has(arg.name) && !Object.hasOwn(TEXT_LIMITS, arg.name))
            missing.push(`${field.name}(${arg.name})`);
          const input = named(arg.type as Named);
          if (!input.getFields) continue;
          for (const f of Object.values(input.getFields())) {
            if (isString(f.type) && !FORMAT_CHECKED.has(f.name) && !Object.hasOwn(TEXT_LIMITS, f.name))
              missing.push(`${input.name}.${f.name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('refuses an over-long alarm description, accounting code and search, changing nothing', async () => {
    const code = await t.gql(UPDATE, { id: device.id, u: { accountingCode: 'A'.repeat(TEXT_LIMITS.accountingCode! + 1) } }, headers);
    expect(code.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const row = await t.database.db.selectFrom('devices').select('accounting_code').where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(row.accounting_code).toBeNull();
    const search = await t.gql('query($s: String) { usersRe(search: $s) { id } }', { s: 's'.repeat(TEXT_LIMITS.search! + 1) }, headers);
    expect(search.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const alarms = await t.gql(
      'mutation($d: Int!, $r: [AlarmRuleInput!]) { updateAlarms(deviceID: $d, tag: "level", rules: $r) { __typename } }',
      { d: device.id, r: [{ name: 'High', symbol: 1, value: 5, desc: 'd'.repeat(TEXT_LIMITS.desc! + 1) }] },
      headers,
    );
    expect(alarms.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
  });
});

describe('text limits of the readings table and its download', () => {
  it('refuses an over-long page cursor or time zone before anything runs', async () => {
    const page = await t.gql(
      'query($d: Int!, $a: String) { deviceReadings(deviceID: $d, tag: "psr", first: 10, after: $a) { total } }',
      { d: device.id, a: 'a'.repeat(TEXT_LIMITS.after! + 1) },
      headers,
    );
    expect(page.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const link = await t.gql(
      'query($d: Int!, $z: String) { readingsExport(deviceID: $d, tag: "psr", timeZone: $z) { rows } }',
      { d: device.id, z: 'Z'.repeat(TEXT_LIMITS.timeZone! + 1) },
      headers,
    );
    expect(link.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
  });
});
