import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCacheHeaders } from '../../src/webCacheHeaders';

// a built web app in miniature, served the way app.ts serves web/dist
let dir: string;
const fastify = Fastify({ logger: false });
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-webcache-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>');
  await fs.writeFile(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1);');
  await fastify.register(fastifyStatic, { root: dir, wildcard: false, setHeaders: webCacheHeaders });
});
afterAll(async () => {
  await fastify.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('cache headers of the web app', () => {
  it('keeps hashed assets for a year and revalidates index.html', async () => {
    const asset = await fastify.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html']) {
      const page = await fastify.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });
});
