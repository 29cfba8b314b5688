import { sql } from 'kysely';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../../src/db/connection';
import {
  MAX_HEAVY_IN_FLIGHT_PER_USER,
  MAX_IN_FLIGHT_PER_USER,
  MAX_RANGE_DAYS_PER_REQUEST,
  rangeCost,
} from '../../src/graphql/limits/fairness';
import { maskErrors } from '../../src/graphql/maskErrors';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';

/** One user cannot slow everyone: a cost limit before execution, a limit on requests in flight, a statement timeout. */
let t: TestApp;
let heavy: { id: number };
let manager: { id: number };
let other: { id: number };
const YEAR = 365 * 86_400;
const NOW = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.database.db);
  heavy = await createDevice(t.database.db, company.id);
  manager = await createUser(t.database.db, company.id, 'manager');
  other = await createUser(t.database.db, company.id, 'full');
  await t.database.db.insertInto('tags').values({ device_id: heavy.id, tag: 'psr' }).execute();
  // a year of 2-minute readings: the heaviest range the readings table reads
  await sql`INSERT INTO readings (device_id, tag, time, value)
            SELECT ${heavy.id}, 'psr', to_timestamp(${NOW - YEAR} + i * 120), i % 100 FROM generate_series(0, ${YEAR / 120}) i`.execute(
    t.database.db,
  );
}, 120_000);
afterAll(() => t.close());

const readings = (aliases: number, start: number) =>
  `query($d: Int!) { ${Array.from({ length: aliases }, (_, i) => `r${i}: deviceReadings(deviceID: $d, tag: "psr", startTime: ${start}, endTime: ${NOW}) { truncated }`).join(' ')} }`;

describe('query cost', () => {
  it('counts the days of range each reading field asks for', () => {
    expect(rangeCost(parse(readings(1, NOW - YEAR)), {}, NOW)).toBeCloseTo(365, 0);
    expect(rangeCost(parse(readings(15, NOW - YEAR)), {}, NOW)).toBeCloseTo(15 * 365, 0);
    expect(
      rangeCost(parse('query($s: Float) { deviceReadings(deviceID: 1, tag: "x", startTime: $s) { truncated } }'), { s: NOW - 86_400 }, NOW),
    ).toBeCloseTo(1, 5);
    // no start: all data, counted as a year
    expect(rangeCost(parse('{ deviceReadings(deviceID: 1, tag: "x") { truncated } }'), {}, NOW)).toBe(365);
    expect(rangeCost(parse('{ me { id } }'), {}, NOW)).toBe(0);
  });

  it('refuses a year of readings in 15 aliases before anything runs, and serves one year', async () => {
    const h = await t.authHeaders(manager.id);
    const refused = await t.gql(readings(15, NOW - YEAR), { d: heavy.id }, h);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(refused.errors?.[0]?.message).toContain(`at most ${MAX_RANGE_DAYS_PER_REQUEST}`);
    const one = await t.gql<{ r0: { truncated: boolean } }>(readings(1, NOW - YEAR), { d: heavy.id }, h);
    expect(one.errors).toBeUndefined();
    expect(one.data?.r0.truncated).toBe(true);
  });
});

describe('fairness between users', () => {
  it("keeps another user's `me` fast while one user runs the heaviest allowed queries in parallel", async () => {
    const mine = await t.authHeaders(manager.id);
    const theirs = await t.authHeaders(other.id);
    const flood = Array.from({ length: 24 }, () => t.gql(readings(2, NOW - YEAR), { d: heavy.id }, mine));
    await new Promise((r) => setTimeout(r, 100));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const me = await t.gql<{ me: { id: number } }>('{ me { id } }', {}, theirs);
      times.push(performance.now() - started);
      expect(me.data?.me.id).toBe(other.id);
    }
    const answers = await Promise.all(flood);
    // the flood waited its turns, MAX_IN_FLIGHT_PER_USER at a time, and was served
    expect(answers.every((a) => a.errors === undefined)).toBe(true);
    times.sort((a, b) => a - b);
    expect(times[2]!, `me took ${times.map((x) => x.toFixed(0)).join(', ')} ms`).toBeLessThan(300);
    expect(MAX_IN_FLIGHT_PER_USER + MAX_HEAVY_IN_FLIGHT_PER_USER).toBeLessThan(10); // the pool has 10 connections: the others always find one
  }, 120_000);

  it('stops a statement of a user request at the pool’s timeout, and tells the user so', async () => {
    const pool: DbHandle = connect(t.database.url, 1, { statementTimeoutMs: 50 });
    try {
      const err = await sql`SELECT pg_sleep(1)`.execute(pool.db).then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as { code?: string }).code).toBe('57014');
      const masked = maskErrors()(err, '', false) as unknown as { message: string; extensions: { code: string } };
      expect(masked.extensions.code).toBe('QUERY_TIMEOUT');
      expect(masked.message).toBe('The request took too long; ask for a shorter range and try again.');
    } finally {
      await pool.close();
    }
  });
});
