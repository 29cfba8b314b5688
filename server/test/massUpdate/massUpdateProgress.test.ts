import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { massWorld, type MassWorld } from './massUpdateWorld';

let w: MassWorld;
beforeAll(async () => {
  w = await massWorld();
});
afterAll(() => w.t.close());

const UPDATE = 'mutation($ids: String!, $r: String) { updateMassSetting(deviceIDs: $ids, setting5: $r) { updated } }';
const PROGRESS =
  'query($ids: [Int!]!) { massUpdateProgress(deviceIDs: $ids) { deviceID state desiredVersion deliveredAt appliedAt timeZone } }';

interface Delivery {
  deviceID: number;
  state: string;
  desiredVersion: string;
  deliveredAt: number | null;
  appliedAt: number | null;
  timeZone: string;
}

const progress = async (userId: number, ids: number[]) =>
  ((await w.as(userId, PROGRESS, { ids })).data as { massUpdateProgress: Delivery[] }).massUpdateProgress;

/** What the device does over HTTP: send a message; the answer carries the current downlink. */
async function send(device: { id: number; secret: string }, type: string, body: unknown) {
  const res = await w.t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${device.id}/messages/${type}`,
    headers: { authorization: `Bearer ${device.secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { downlink?: { version: string } };
}

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('massUpdateProgress', () => {
  it('follows each updated device from pending to delivered to applied', async () => {
    const { a1, a2 } = w.devices;
    const m = w.users.manager.id;
    const r = await w.as(m, UPDATE, { ids: `${a1.id},${a2.id}`, r: '20' });
    expect(r.errors).toBeUndefined();
    const start = await progress(m, [a1.id, a2.id]);
    expect(start.map((s) => [s.deviceID, s.state])).toEqual([
      [a1.id, 'pending'],
      [a2.id, 'pending'],
    ]);

    // a1 calls in: the answer hands it the new settings
    const answer = await send(a1, 'health', { voltage: 3.9 });
    expect(answer.downlink?.version).toBe(start[0]!.desiredVersion);
    const delivered = await until(
      () => progress(m, [a1.id, a2.id]),
      (p) => p[0]!.state === 'delivered',
    );
    expect(delivered.map((s) => s.state)).toEqual(['delivered', 'pending']);
    expect(delivered[0]!.deliveredAt).toEqual(expect.any(Number));

    // it applies them and reports the version back
    await send(a1, 'settings', { settings: { interval_reading: '1200', config_version: answer.downlink!.version } });
    const applied = await until(
      () => progress(m, [a1.id, a2.id]),
      (p) => p[0]!.state === 'applied',
    );
    expect(applied.map((s) => s.state)).toEqual(['applied', 'pending']);
  });

  it("gives each device's site zone, which its times are printed in: its own offset, else its company's zone", async () => {
    const { a1, a2 } = w.devices;
    await w.t.database.db.updateTable('companies').set({ time_zone: 'America/Denver' }).where('id', '=', w.companies.A.id).execute();
    await w.t.database.db.updateTable('devices').set({ time_offset: 540 }).where('id', '=', a2.id).execute();
    try {
      const zones = await progress(w.users.manager.id, [a1.id, a2.id]);
      expect(zones.map((s) => s.timeZone)).toEqual(['America/Denver', '+09:00']);
    } finally {
      await w.t.database.db.updateTable('devices').set({ time_offset: null }).where('id', '=', a2.id).execute();
    }
  });

  it('leaves out devices the viewer may not change; refuses roles without mass update', async () => {
    const { a3, b1 } = w.devices;
    expect((await progress(w.users.manager.id, [b1.id, a3.id, 987654321])).map((s) => s.deviceID)).toEqual([a3.id]);
    expect((await w.as(w.users.full.id, PROGRESS, { ids: [a3.id] })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
