import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceWorld, type DeviceWorld } from './deviceWorld';

let w: DeviceWorld;
beforeAll(async () => {
  w = await deviceWorld();
});
afterAll(() => w.close());

const DEVICE = `query($id: Int!) {
  deviceRe(id: $id) { id name pin simNumber company { name } events { time flag } settings { key desiredValue reportedValue }
    log { time status } latest { status } logComments { comment } groups { name } voltage { tag value }
    viewerAbilities { rename editInfo superUser settings signatures clearFota control2 messageLog } }
  deviceGps(id: $id) { latitude longitude }
}`;
const EVENTS = 'query($id: Int!) { listEvents(id: $id) { time flag } }';

describe('deviceRe and deviceGps', () => {
  it('give the device with everything the page reads to a user of its group', async () => {
    const d = await w.fresh({ name: 'Well 1', latitude: 31.5, longitude: -102.25, status: 11 });
    await w.db.insertInto('tags').values({ device_id: d.id, tag: '_v', value: 3.9 }).execute();
    await w.db
      .insertInto('device_settings')
      .values({ device_id: d.id, key: 'interval_reading', desired_value: '600', reported_value: '300' })
      .execute();
    await w.db.insertInto('device_status_log').values({ device_id: d.id, status: 11 }).execute();
    await w.db.insertInto('log_comments').values({ device_id: d.id, comment: 'Installed by Joe' }).execute();
    const r = await w.as('limited', DEVICE, { id: d.id });
    expect(r.errors).toBeUndefined();
    expect(r.data).toMatchObject({
      deviceRe: {
        id: d.id,
        name: 'Well 1',
        pin: null,
        simNumber: null,
        company: { name: 'Acme' },
        settings: [{ key: 'interval_reading', desiredValue: '600', reportedValue: '300' }],
        log: [{ status: 11 }],
        latest: { status: 11 },
        logComments: [{ comment: 'Installed by Joe' }],
        groups: [{ name: 'Field' }],
        voltage: { tag: '_v', value: 3.9 },
        viewerAbilities: {
          rename: true,
          editInfo: false,
          superUser: false,
          settings: false,
          signatures: false,
          clearFota: false,
          messageLog: false,
        },
      },
      deviceGps: { latitude: 31.5, longitude: -102.25 },
    });
  });

  it('show the install PIN to super users only', async () => {
    const d = await w.fresh({ pin: '4321' });
    expect((await w.as('super', DEVICE, { id: d.id })).data?.deviceRe).toMatchObject({
      pin: '4321',
      viewerAbilities: { superUser: true, clearFota: true },
    });
    expect((await w.as('manager', DEVICE, { id: d.id })).data?.deviceRe).toMatchObject({
      pin: null,
      viewerAbilities: { settings: true, signatures: false },
    });
  });

  it('settings: signatures and alarm keys only for super users; sensor type for managers', async () => {
    const d = await w.fresh();
    await w.db
      .insertInto('device_settings')
      .values(
        ['control_1', 'alarm_x', 'interval_reading', 'sensor_application_type'].map((key) => ({
          device_id: d.id,
          key,
          desired_value: '1',
        })),
      )
      .execute();
    const keys = async (who: 'super' | 'manager' | 'full') =>
      ((await w.as<{ deviceRe: { settings: { key: string }[] } }>(who, DEVICE, { id: d.id })).data?.deviceRe.settings ?? []).map(
        (s) => s.key,
      );
    expect(await keys('super')).toEqual(['alarm_x', 'control_1', 'interval_reading', 'sensor_application_type']);
    expect(await keys('manager')).toEqual(['interval_reading', 'sensor_application_type']);
    expect(await keys('full')).toEqual(['interval_reading']);
  });

  it('answer null for a device of another company and for one that does not exist', async () => {
    const r = await w.as('manager', DEVICE, { id: w.bDevice.id });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({ deviceRe: null, deviceGps: null });
    expect((await w.as('manager', DEVICE, { id: 987654321 })).data).toEqual({ deviceRe: null, deviceGps: null });
  });

  it('a device outside the groups of a limited user is not found', async () => {
    const { createDevice } = await import('../factories/deviceFactory');
    const other = await createDevice(w.db, w.A.id);
    expect((await w.as('limited', DEVICE, { id: other.id })).data?.deviceRe).toBeNull();
    expect((await w.as('manager', DEVICE, { id: other.id })).data?.deviceRe).not.toBeNull();
  });

  it('no credentials: UNAUTHENTICATED', async () => {
    const d = await w.fresh();
    expect(w.codeOf(await w.t.gql(DEVICE, { id: d.id }))).toBe('UNAUTHENTICATED');
  });
});

describe('events', () => {
  it('non-super users see flags 1 to 3 only; super users every flag, newest first', async () => {
    const d = await w.fresh();
    const base = Date.now() - 3600_000;
    await w.db
      .insertInto('events')
      .values([1, 4, 2, 57, 3, 68].map((flag, i) => ({ device_id: d.id, flag, time: new Date(base + i * 1000) })))
      .execute();
    const limited = await w.as<{ listEvents: { flag: number }[] }>('limited', EVENTS, { id: d.id });
    expect(limited.data?.listEvents.map((e) => e.flag)).toEqual([3, 2, 1]);
    const sup = await w.as<{ listEvents: { flag: number }[] }>('super', EVENTS, { id: d.id });
    expect(sup.data?.listEvents.map((e) => e.flag)).toEqual([68, 3, 57, 2, 4, 1]);
    const page = await w.as<{ deviceRe: { events: { flag: number }[] } }>('manager', DEVICE, { id: d.id });
    expect(page.data?.deviceRe.events.map((e) => e.flag)).toEqual([3, 2, 1]);
  });

  it('listEvents of a device out of reach is refused', async () => {
    expect(w.codeOf(await w.as('manager', EVENTS, { id: w.bDevice.id }))).toBe('DEVICE_NOT_FOUND');
  });
});

describe('deviceReadings', () => {
  const READINGS = `query($d: Int!, $t: String!, $s: Float) { deviceReadings(deviceID: $d, tag: $t, startTime: $s) {
    tag times values temps commentTimes comments truncated } }`;
  it('gives a range of one stream newest first, with the comments of the range', async () => {
    const d = await w.fresh();
    await w.db.insertInto('tags').values({ device_id: d.id, tag: 'psr' }).execute();
    const now = Math.floor(Date.now() / 1000);
    await w.db
      .insertInto('readings')
      .values([
        { device_id: d.id, tag: 'psr', time: new Date((now - 40 * 86400) * 1000), value: 1 },
        { device_id: d.id, tag: 'psr', time: new Date((now - 2 * 86400) * 1000), value: 2, temp: 70 },
        { device_id: d.id, tag: 'psr', time: new Date((now - 86400) * 1000), value: 3 },
      ])
      .execute();
    await w.db
      .insertInto('comments')
      .values({ device_id: d.id, time: new Date((now - 2 * 86400) * 1000), comment: 'Swabbed' })
      .execute();
    const r = await w.as('full', READINGS, { d: d.id, t: 'psr', s: now - 7 * 86400 });
    expect(r.data?.deviceReadings).toEqual({
      tag: 'psr',
      times: [now - 86400, now - 2 * 86400],
      values: [3, 2],
      temps: [null, 70],
      commentTimes: [now - 2 * 86400],
      comments: ['Swabbed'],
      truncated: false,
    });
    expect(w.codeOf(await w.as('bManager', READINGS, { d: d.id, t: 'psr' }))).toBe('DEVICE_NOT_FOUND');
  });
});

describe('GET /api/fota/firmware-versions', () => {
  it('lists the firmware images for super users and refuses everyone else', async () => {
    await w.db
      .insertInto('firmware_images')
      .values([
        { name: 'application_v199', crc_id: 'AAAA0001', image_type: 'application' },
        { name: 'relocate_v4', crc_id: 'BBBB0002', image_type: 'relocate' },
      ])
      .execute();
    const get = async (headers: Record<string, string>) =>
      w.t.app.fastify.inject({ method: 'GET', url: '/api/fota/firmware-versions', headers });
    const ok = await get(await w.t.authHeaders(w.users.super.id));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual(
      expect.arrayContaining([
        { name: 'application_v199', crc_id: 'AAAA0001' },
        { name: 'relocate_v4', crc_id: 'BBBB0002' },
      ]),
    );
    expect((await get(await w.t.authHeaders(w.users.manager.id))).statusCode).toBe(403);
    expect((await get({})).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer nonsense' })).statusCode).toBe(401);
  });
});
