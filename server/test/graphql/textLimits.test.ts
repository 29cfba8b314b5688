import { TEXT_LIMITS } from '@fieldwatch/domain';
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
    const r = await t.gql<{ updateDevice: { name: string } }>(UPDATE, { id: device.id, u: { name: 'n'.repeat(TEXT_LIMITS.name!) } }, headers);
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateDevice.name).toHaveLength(TEXT_LIMITS.name!);
  });

  it('limits comments, group names and people’s names the same way', async () => {
    const comment = await t.gql('mutation($d: Int!, $c: String!) { addLogComment(deviceID: $d, comment: $c) { id } }', { d: device.id, c: 'c'.repeat(TEXT_LIMITS.comment! + 1) }, headers);
    expect(comment.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
    const me = await t.gql('mutation($f: String) { updateMe(firstName: $f) { id } }', { f: 'F'.repeat(TEXT_LIMITS.firstName! + 1) }, headers);
    expect(me.errors?.[0]?.extensions?.code).toBe('TEXT_TOO_LONG');
  });
});
