import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { randomBody, seeded } from './randomJson';

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
      const contentType = rand() < 0.9 ? 'application/json' : ['text/plain', 'application/json; charset=utf-16', 'multipart/form-data'][Math.floor(rand() * 3)]!;
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
});
