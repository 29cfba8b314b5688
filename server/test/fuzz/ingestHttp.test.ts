import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { oddDeviceMessage, randomBody, seeded } from './randomJson';

const INPUTS = 1500;
let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('random input against HTTP ingestion', () => {
  it('refuses or stores each input, stays up, and keeps serving a canary device', async () => {
    const company = await createCompany(t.database.db);
    const canary = await createDevice(t.database.db, company.id);
    // many fuzzing devices: each is throttled after ~20 rejected messages, which would hide the parser behind a 429
    const fuzzers = [];
    for (let i = 0; i < 80; i++) fuzzers.push(await createDevice(t.database.db, company.id));
    const rand = seeded(20261122);
    const types = ['data', 'health', 'settings', 'DATA', 'x'.repeat(40), '..', '%00', 'data%2F..'];
    const statuses = new Map<number, number>();
    const base = Math.floor(Date.now() / 1000) - 3600;
    let canaryN = 0;
    let tried = 0;
    for (let i = 0; i < INPUTS; i++) {
      const d = fuzzers[i % fuzzers.length]!;
      const type = rand() < 0.8 ? 'data' : types[Math.floor(rand() * types.length)]!;
      const contentType =
        rand() < 0.9
          ? 'application/json'
          : ['text/plain', 'application/json; charset=utf-16', 'multipart/form-data'][Math.floor(rand() * 3)]!;
      const res = await fetch(`${url}/api/devices/${d.id}/messages/${type}`, {
        method: 'POST',
        headers: { 'content-type': contentType, authorization: `Bearer ${d.secret}` },
        body: new Uint8Array(randomBody(rand)),
      });
      await res.arrayBuffer();
      tried++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status).toBeLessThan(500);
      if (i % 50 === 0) {
        const ok = await fetch(`${url}/api/devices/${canary.id}/messages/data`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${canary.secret}` },
          body: JSON.stringify({ time: base + canaryN, values: { psr: canaryN } }),
        });
        expect(ok.status).toBe(200);
        canaryN++;
      }
    }
    console.log(`HTTP ingest fuzzing: ${tried} inputs tried; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
    const stored = await t.database.db.selectFrom('readings').select('value').where('device_id', '=', canary.id).execute();
    expect(stored.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: canaryN }, (_, k) => k));
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
  }, 180_000);

  it('stores every good message sent together with hostile ones, from any number of devices at once', async () => {
    const company = await createCompany(t.database.db);
    const goodDevices = [];
    for (let i = 0; i < 10; i++) goodDevices.push(await createDevice(t.database.db, company.id));
    const hostile = [];
    for (let i = 0; i < 40; i++) hostile.push(await createDevice(t.database.db, company.id));
    const rand = seeded(20261126);
    const nowS = Math.floor(Date.now() / 1000);
    let goodN = 0;
    for (let round = 0; round < 30; round++) {
      const sends: Promise<{ status: number; good: boolean }>[] = [];
      for (let i = 0; i < 20; i++) {
        const [type, body] = oddDeviceMessage(rand, nowS);
        const d = hostile[(round * 20 + i) % hostile.length]!;
        sends.push(
          fetch(`${url}/api/devices/${d.id}/messages/${type}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${d.secret}` },
            body: JSON.stringify(body),
          }).then(async (r) => (await r.arrayBuffer(), { status: r.status, good: false })),
        );
        if (i % 2 === 0) {
          const g = goodDevices[goodN % goodDevices.length]!;
          const n = goodN++;
          sends.push(
            fetch(`${url}/api/devices/${g.id}/messages/data`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${g.secret}` },
              body: JSON.stringify({ time: nowS - 3600 + n, values: { seq: n } }),
            }).then(async (r) => (await r.arrayBuffer(), { status: r.status, good: true })),
          );
        }
      }
      for (const r of await Promise.all(sends)) {
        if (r.good) expect(r.status).toBe(200);
        else expect([200, 400, 429]).toContain(r.status);
      }
    }
    const stored = await t.database.db
      .selectFrom('readings')
      .select('value')
      .where(
        'device_id',
        'in',
        goodDevices.map((d) => d.id),
      )
      .where('tag', '=', 'seq')
      .execute();
    expect(stored.map((r) => Number(r.value)).sort((a, b) => a - b)).toEqual(Array.from({ length: goodN }, (_, k) => k));
  }, 180_000);
});
