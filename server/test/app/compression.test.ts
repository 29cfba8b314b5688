import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { compressedAnswer } from '../../src/compression';
import { loadConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// a built web app in miniature, with the compressed copies the web build writes beside its text files
// (web/src/app/build/precompress.ts), served by the app factory on a real database
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Tank ${i}` })))};`;
const PAGE = '<!doctype html><html><head><script>window.early = 1;</script></head><body><div id="root"></div></body></html>'.repeat(20);
let dir: string;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-compression-'));
  await fs.mkdir(path.join(dir, 'assets'));
  for (const [name, body] of [
    ['assets/index-AbC123.js', SCRIPT],
    ['index.html', PAGE],
  ] as const) {
    await fs.writeFile(path.join(dir, name), body);
    await fs.writeFile(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    await fs.writeFile(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  }
  database = await createTestDatabase();
  const config = { ...loadConfig({ DATA_DIR: '/nonexistent', PORT: '0' }), webDist: dir };
  app = await buildApp({ config, db: database.db, pool: database.pool, print: () => {}, logger: false, log: () => {} });
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await fs.rm(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.fastify.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compression', () => {
  it('sends a built script as the build compressed it, brotli first, and the plain file to a client that accepts neither', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page compressed, with its Content-Security-Policy', async () => {
    const page = await get('/', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(PAGE);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect((await get('/')).body).toBe(PAGE);
  });

  it('compresses a GraphQL answer for a client that accepts it, and only then', async () => {
    // the schema's introspection: tens of kilobytes of JSON, like a sensor page's series
    const query = JSON.stringify({ query: '{ __schema { types { name fields { name description } } } }' });
    const ask = (acceptEncoding?: string) =>
      app.fastify.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
        payload: query,
      });
    const packed = await ask('gzip, br');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    const body = zlib.brotliDecompressSync(packed.rawPayload);
    expect(packed.rawPayload.length).toBeLessThan(body.length / 3);
    expect((JSON.parse(body.toString()) as { data: { __schema: { types: unknown[] } } }).data.__schema.types.length).toBeGreaterThan(50);
    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(body.toString());
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(body.toString());
  });

  it('leaves a small answer as it is', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('leaves a small GraphQL answer as it is, sent whole with its length', async () => {
    // compressing a few bytes costs a brotli stream's CPU for nothing: the 1 KB threshold applies to GraphQL too
    const small = await app.fastify.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.rawPayload.length);
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('compressedAnswer: a GraphQL answer compressed once per text and encoding', () => {
  const text = JSON.stringify({ data: { devices: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Tank ${i}` })) } });

  it('negotiates as the plugin does, and the same text is compressed once', () => {
    const br = compressedAnswer(text, 'gzip, deflate, br');
    expect(br?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br!.body).toString()).toBe(text);
    // a shared answer's text again: the very bytes of the first time, not a new compression
    expect(compressedAnswer(text, 'gzip, deflate, br')?.body).toBe(br!.body);
    const gz = compressedAnswer(text, 'gzip;q=1, br;q=0');
    expect(gz?.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gz!.body).toString()).toBe(text);
    expect(compressedAnswer(text, 'x-gzip')?.encoding).toBe('gzip');
    expect(compressedAnswer(text, '*')?.encoding).toBe('gzip');
  });

  it('leaves alone what the client does not accept, and what is too small to gain', () => {
    expect(compressedAnswer(text, undefined)).toBeNull();
    expect(compressedAnswer(text, 'identity')).toBeNull();
    expect(compressedAnswer(text, 'deflate')).toBeNull();
    expect(compressedAnswer('{"data":{"me":{"id":1}}}', 'br')).toBeNull();
  });
});
