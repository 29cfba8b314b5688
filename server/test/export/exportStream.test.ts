import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createUser } from '../factories/userFactory';
import { CursorCsvStream } from '../../src/export/cursorCsvStream';
import { EPOCH_SECONDS, readingsOfRange } from '../../src/device/readingsRange';

/*
 * The download as a stream over a real socket: the server reads the database only as fast as the client takes the
 * file, a slow client is not cut by the users' statement timeout, and a client that goes away gives its database
 * connection back at once.
 */
/** About 7 MB of CSV: more than the sockets' buffers hold, so the server must wait for the client. */
const ROWS = 150_000;
/** The users' pool's statement timeout here: far shorter than the slow client below takes. */
const USER_TIMEOUT_MS = 300;

let t: TestApp;
let base: string;
let headers: Record<string, string>;
let deviceId: number;

beforeAll(async () => {
  t = await createTestApp({}, { userStatementTimeoutMs: USER_TIMEOUT_MS });
  const db = t.database.db;
  const company = await createCompany(db, { name: 'Acme' });
  const manager = await createUser(db, company.id, 'manager');
  const device = await createDevice(db, company.id, { name: 'Tank 4' });
  deviceId = device.id;
  await db.insertInto('tags').values({ device_id: device.id, tag: 'psr' }).execute();
  const from = Math.floor(Date.now() / 1000) - ROWS * 60 - 3600;
  await sql`INSERT INTO readings (device_id, tag, time, value)
    SELECT ${device.id}, 'psr', to_timestamp(${from}::float8 + i * 60), 10 + i % 50 FROM generate_series(0, ${ROWS - 1}) AS i`.execute(db);
  headers = await t.authHeaders(manager.id);
  await t.app.fastify.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.fastify.server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(() => t.close());

async function exportUrl(): Promise<{ rows: number; url: string }> {
  const r = await t.gql<{ readingsExport: { rows: number; url: string } }>(
    'query($d: Int!) { readingsExport(deviceID: $d, tag: "psr") { rows url } }',
    { d: deviceId },
    headers,
  );
  expect(r.errors).toBeUndefined();
  return r.data!.readingsExport;
}

/** Opens the download and hands the response to `use`, which decides how it is read. */
function download<T>(
  url: string,
  acceptEncoding: string,
  use: (res: http.IncomingMessage, req: http.ClientRequest) => Promise<T>,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${url}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => use(res, req).then(resolve, reject));
    req.on('error', (err) => (req.destroyed ? undefined : reject(err)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The users' pool with every connection back, and no backend of this database still reading readings. */
async function released(): Promise<{ lent: number; busy: number }> {
  const pool = t.userPool!;
  for (let i = 0; i < 50 && pool.totalCount !== pool.idleCount; i++) await sleep(50);
  const busy = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%from "readings"%' AND state <> 'idle'`.execute(
    t.database.db,
  );
  return { lent: pool.totalCount - pool.idleCount, busy: busy.rows[0]!.n };
}

describe('the download stream', () => {
  it('reads the database only as fast as its reader takes the file, past the users’ statement timeout', async () => {
    const query = readingsOfRange(t.database.db, { deviceId, tag: 'psr', start: null, end: null })
      .select([EPOCH_SECONDS.as('t'), 'value', 'temp'])
      .orderBy('time')
      .compile();
    let ended: { outcome: string; rows: number } | null = null;
    const stream = new CursorCsvStream({
      pool: t.userPool!,
      query,
      writer: { fileName: 'x.csv', head: 't,value\r\n', rows: (b) => b.map((r) => `${r[0]},${r[1]}\r\n`).join(''), tail: () => '' },
      batchRows: 1000,
      timeoutMs: 60_000,
      onClose: (outcome, rows) => (ended = { outcome, rows }),
    });
    let lines = 0;
    let atPause: { lent: number; lines: number } | null = null;
    const reader = new Writable({
      highWaterMark: 1,
      write(chunk: Buffer, _enc, done) {
        lines += chunk.toString('utf8').split('\r\n').length - 1;
        if (atPause) return done();
        // the first piece: wait three statement timeouts before taking the next
        setTimeout(() => {
          atPause = { lent: t.userPool!.totalCount - t.userPool!.idleCount, lines };
          done();
        }, USER_TIMEOUT_MS * 3);
      },
    });
    await pipeline(stream, reader);
    // while the reader waited, the cursor stayed open and nothing more was read than the stream's buffer holds
    expect(atPause!.lent).toBe(1);
    expect(atPause!.lines).toBeLessThan(ROWS / 4);
    expect(lines).toBe(ROWS + 1);
    expect(ended).toEqual({ outcome: 'complete', rows: ROWS });
    expect(await released()).toEqual({ lent: 0, busy: 0 });
  });

  it('over HTTP, a client slower than the statement timeout still gets every row', async () => {
    const l = await exportUrl();
    expect(l.rows).toBe(ROWS);
    const body = await download(l.url, 'identity', async (res) => {
      expect(res.statusCode).toBe(200);
      const parts: Buffer[] = [];
      let paused = false;
      for await (const chunk of res) {
        parts.push(chunk as Buffer);
        if (!paused) {
          paused = true;
          await sleep(USER_TIMEOUT_MS * 3);
        }
      }
      return Buffer.concat(parts).toString('utf8');
    });
    expect(body.trimEnd().split('\r\n')).toHaveLength(ROWS + 1);
    expect(await released()).toEqual({ lent: 0, busy: 0 });
  });

  for (const encoding of ['identity', 'br']) {
    it(`a client that goes away early releases the cursor and its connection (${encoding})`, async () => {
      const l = await exportUrl();
      const got = await download(l.url, encoding, async (res, req) => {
        const first = await new Promise<Buffer>((resolve) => res.once('data', resolve));
        // the server holds the rest until asked: its connection is still lent to the download (compressed, the
        // file is small enough to have gone through already)
        if (encoding === 'identity') expect(t.userPool!.totalCount - t.userPool!.idleCount).toBe(1);
        req.destroy();
        return first.length;
      });
      expect(got).toBeGreaterThan(0);
      expect(await released()).toEqual({ lent: 0, busy: 0 });
      // counted as stopped by its client, before its last row (compressed, it may have gone through whole)
      const metrics = await t.app.metrics.registry.metrics();
      const aborted = Number(/^fieldwatch_exports_total\{outcome="aborted"\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
      if (encoding === 'identity') expect(aborted).toBeGreaterThanOrEqual(1);
      expect(metrics).not.toMatch(/^fieldwatch_exports_total\{outcome="failed"\}/m);
    });
  }

  it('a compressed download is the same file', async () => {
    const l = await exportUrl();
    const [plain, compressed] = await Promise.all(
      ['identity', 'br'].map((enc) =>
        download(l.url, enc, async (res) => {
          const parts: Buffer[] = [];
          for await (const chunk of res) parts.push(chunk as Buffer);
          return { encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(parts) };
        }),
      ),
    );
    expect(compressed!.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(compressed!.body).equals(plain!.body)).toBe(true);
    expect(compressed!.body.length).toBeLessThan(plain!.body.length / 4);
  });
});
