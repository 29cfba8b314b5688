import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice } from '../factories/deviceFactory';
import { CLAIM_ATTEMPTS_ALLOWED } from '../../src/account/claimDevice';
import { accountWorld, type AccountWorld } from './accountWorld';

let w: AccountWorld;
beforeAll(async () => {
  w = await accountWorld();
});
afterAll(() => w.close());

const ADD = `mutation($id: Int!, $pin: Int!, $name: String, $path: String, $companyID: Int) {
  addDevice(deviceID: $id, pin: $pin, name: $name, path: $path, companyID: $companyID) {
    device { id name path deviceType isOnline companyID }
  }
}`;
type AddResult = {
  addDevice: { device: { id: number; name: string | null; path: string | null; isOnline: boolean; companyID: number | null } } | null;
};

/** A device fresh from the factory: no company, never heard from, install PIN 4321. */
const unclaimed = () => createDevice(w.db, null, { name: null, path: null, pin: '4321' });
const deviceRow = (id: number) => w.db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const groupsOf = async (id: number) =>
  (await w.db.selectFrom('group_devices').select('group_id').where('device_id', '=', id).execute()).map((g) => g.group_id);

function publish(id: number, secret: string) {
  return w.t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${id}/messages/data`,
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ values: { psr: 42 } }),
  });
}

describe('addDevice', () => {
  it('claims by id and PIN for the own company, stays offline until the first message arrives through ingestion, then saves the info', async () => {
    const d = await unclaimed();
    const first = await w.as<AddResult>('full', ADD, { id: d.id, pin: 4321 });
    expect(first.errors).toBeUndefined();
    expect(first.data?.addDevice?.device).toMatchObject({ id: d.id, companyID: w.companies.A.id, isOnline: false });
    // a full user sees only group devices, so the claimed device joins the user's group
    expect(await groupsOf(d.id)).toEqual([w.group.id]);
    // polling repeats the claim: no change, no second audit
    const again = await w.as<AddResult>('full', ADD, { id: d.id, pin: 4321 });
    expect(again.data?.addDevice?.device.isOnline).toBe(false);

    expect((await publish(d.id, d.secret)).statusCode).toBe(200);
    const online = await w.as<AddResult>('full', ADD, { id: d.id, pin: 4321 });
    expect(online.data?.addDevice?.device.isOnline).toBe(true);

    const saved = await w.as<AddResult>('full', ADD, { id: d.id, pin: 4321, name: ' Tank 7 ', path: 'Permian/North/' });
    expect(saved.data?.addDevice?.device).toMatchObject({ name: 'Tank 7', path: '/Permian/North', isOnline: true });
    const stored = await deviceRow(d.id);
    expect([stored.company_id, stored.name, stored.path, stored.has_turned_on]).toEqual([
      w.companies.A.id,
      'Tank 7',
      '/Permian/North',
      true,
    ]);
    const audit = await w.db.selectFrom('audit_log').select('action').where('target_id', '=', String(d.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['device.claim', 'device.info']);
  });

  it('every role may claim; a manager claims into the company without group changes', async () => {
    for (const who of ['superUser', 'manager', 'limited', 'demo'] as const) {
      const d = await unclaimed();
      const r = await w.as<AddResult>(who, ADD, { id: d.id, pin: 4321 });
      expect(r.errors, who).toBeUndefined();
      expect((await deviceRow(d.id)).company_id, who).toBe(w.users[who].company_id);
      if (who === 'manager' || who === 'superUser') expect(await groupsOf(d.id)).toEqual([]);
    }
  });

  it('a wrong PIN, an unknown id and a device of another company fail alike and write nothing', async () => {
    const d = await unclaimed();
    const theirs = await createDevice(w.db, w.companies.B.id, { pin: '4321' });
    const before = [await deviceRow(d.id), await deviceRow(theirs.id)];
    for (const [id, pin] of [
      [d.id, 1234],
      [theirs.id, 4321],
      [987_654_321, 4321],
    ] as const) {
      const r = await w.as<AddResult>('manager', ADD, { id, pin });
      expect(r.errors?.[0]?.extensions?.code, String(id)).toBe('ADD_DEVICE_REFUSED');
      expect(r.data?.addDevice ?? null).toBeNull();
    }
    expect([await deviceRow(d.id), await deviceRow(theirs.id)]).toEqual(before);
    expect(await groupsOf(theirs.id)).toEqual([]);
  });

  it('demo users may not send a name or path; non-super users may not pick another company; nothing is written', async () => {
    const d = await unclaimed();
    const before = await deviceRow(d.id);
    expect((await w.as('demo', ADD, { id: d.id, pin: 4321, name: 'Mine' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await w.as('manager', ADD, { id: d.id, pin: 4321, companyID: w.companies.B.id })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await deviceRow(d.id)).toEqual(before);
    const su = await w.as<AddResult>('superUser', ADD, { id: d.id, pin: 4321, companyID: w.companies.B.id });
    expect(su.data?.addDevice?.device.companyID).toBe(w.companies.B.id);
    expect((await w.t.gql(ADD, { id: d.id, pin: 4321 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('stops answering after too many wrong PINs, even the right one', async () => {
    const d = await unclaimed();
    for (let i = 0; i < CLAIM_ATTEMPTS_ALLOWED; i++) await w.as('bManager', ADD, { id: d.id, pin: i });
    const r = await w.as('bManager', ADD, { id: d.id, pin: 4321 });
    expect(r.errors?.[0]?.extensions?.code).toBe('ADD_DEVICE_TOO_MANY');
    expect((await deviceRow(d.id)).company_id).toBeNull();
  });

  it('evaluates no more PINs than the limit when a thousand guesses arrive at once', async () => {
    const d = await unclaimed();
    // one session for all of them, as one browser would send them
    const headers = await w.t.authHeaders(w.users.manager.id);
    const guesses = Array.from({ length: 1000 }, (_, i) => w.t.gql(ADD, { id: d.id, pin: i }, headers));
    guesses.push(w.t.gql(ADD, { id: d.id, pin: 4321 }, headers));
    const answers = await Promise.all(guesses);
    const codes = answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'CLAIMED');
    // evaluated: a PIN was checked (refused or claimed); the rest were told too many wrong PINs, or (the user's own
    // requests beyond those waiting their turn, graphql/limits/fairness.ts) too many requests at once
    const expected = ['ADD_DEVICE_REFUSED', 'CLAIMED', 'ADD_DEVICE_TOO_MANY', 'TOO_MANY_REQUESTS'];
    expect(answers.filter((a, i) => !expected.includes(codes[i]!)).map((a) => a.errors?.[0])).toEqual([]);
    const evaluated = codes.filter((c) => c === 'ADD_DEVICE_REFUSED' || c === 'CLAIMED');
    expect(evaluated.length).toBeLessThanOrEqual(CLAIM_ATTEMPTS_ALLOWED + 1);
    const manager = w.users.manager.id;
    const counted = await w.db
      .selectFrom('device_claim_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', manager)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBeLessThanOrEqual(CLAIM_ATTEMPTS_ALLOWED);
    // claimed only if the right PIN happened to be among the few evaluated
    if (!codes.includes('CLAIMED')) expect((await deviceRow(d.id)).company_id).toBeNull();
  });

  it('limits wrong PINs for one device across users', async () => {
    const d = await unclaimed();
    for (const who of ['full', 'limited', 'demo'] as const) {
      for (let i = 0; i < 7; i++) await w.as(who, ADD, { id: d.id, pin: i });
    }
    // 21 refusals from three users: the device's limit (20) is reached, whoever asks next
    const r = await w.as('superUser', ADD, { id: d.id, pin: 4321 });
    expect(r.errors?.[0]?.extensions?.code).toBe('ADD_DEVICE_TOO_MANY');
    expect((await deviceRow(d.id)).company_id).toBeNull();
  });
});

describe('directoryDevices', () => {
  it('lists the devices the viewer may see, with the export fields', async () => {
    const mine = await createDevice(w.db, w.companies.B.id, { name: 'Export me', user_assigned_id: 'U-1', firmware_version: 201 });
    const r = await w.as<{ directoryDevices: Record<string, unknown>[] }>(
      'bManager',
      `{ directoryDevices {
      id userAssignedID name path isActive longitude latitude latestReading lastTimeMessageReceived batteryLevel
      displayUnits defaultTag companyID firmwareVersion company { name } } }`,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.directoryDevices.find((d) => d.id === mine.id)).toMatchObject({
      name: 'Export me',
      userAssignedID: 'U-1',
      firmwareVersion: 201,
      company: { name: 'Beta' },
    });
    expect(r.data!.directoryDevices.every((d) => d.companyID === w.companies.B.id)).toBe(true);
  });
});
