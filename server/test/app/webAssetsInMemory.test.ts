import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebAssetsFromMemory } from '../../src/webAssetsInMemory';
import { webCacheHeaders } from '../../src/webCacheHeaders';

// a built web app in miniature, served the way app.ts serves web/dist
let dir: string;
const fastify = Fastify({ logger: false });
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-webassets-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>');
  await fs.writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1);');
  await fs.writeFile(path.join(dir, 'assets', 'index-XyZ789.css'), 'body{margin:0}');
  expect(serveWebAssetsFromMemory(fastify, dir).sort()).toEqual(['index-AbC123.js', 'index-XyZ789.css']);
  await fastify.register(fastifyStatic, { root: dir, wildcard: false, setHeaders: webCacheHeaders, globIgnore: ['assets/**'] });
});
afterAll(async () => {
  await fastify.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('web assets served from memory', () => {
  it('answers each built asset with its bytes, its type and the year-long cache header', async () => {
    const js = await fastify.inject({ url: '/assets/index-AbC123.js' });
    expect(js.statusCode).toBe(200);
    expect(js.body).toBe('console.log(1);');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await fastify.inject({ url: '/assets/index-XyZ789.css' });
    expect(css.body).toBe('body{margin:0}');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('reads the files once at start: what is on disk later is not served, and index.html still comes from disk', async () => {
    await fs.writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'changed on disk');
    await fs.writeFile(path.join(dir, 'assets', 'late-Def456.js'), 'late');
    expect((await fastify.inject({ url: '/assets/index-AbC123.js' })).body).toBe('console.log(1);');
    expect((await fastify.inject({ url: '/assets/late-Def456.js' })).statusCode).toBe(404);
    const page = await fastify.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
