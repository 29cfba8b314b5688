import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataOf, loadConfig, parseCorsOrigins } from '../../src/config';
import { maskErrors } from '../../src/graphql/maskErrors';
import { inlineScriptHashes, securityHeaders } from '../../src/securityHeaders';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { GraphQLError } from 'graphql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = JSON.stringify({ query: '{ me { id } }' });

describe('security headers', () => {
  it('sends nosniff, no framing and a referrer policy with every answer', async () => {
    const res = await t.app.fastify.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("gives the web app's page a Content-Security-Policy that allows only its own files and its hashed inline script", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-csp-'));
    const script = 'window.early = fetch("/api/graphql");';
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><script>${script}</script><script type="module" src="/assets/a.js"></script></head></html>`,
    );
    const app = Fastify();
    await securityHeaders(app, dir);
    app.get('/', async (_req, reply) => reply.type('text/html').send(fs.createReadStream(path.join(dir, 'index.html'))));
    app.get('/api/x', async () => ({ ok: true }));
    const page = await app.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    const [hash] = inlineScriptHashes(fs.readFileSync(path.join(dir, 'index.html'), 'utf8'));
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect((await app.inject({ method: 'GET', url: '/api/x' })).headers['content-security-policy']).toBeUndefined();
    await app.close();
    fs.rmSync(dir, { recursive: true });
  });
});

describe('CORS', () => {
  it('lets no other origin call the API with credentials by default', async () => {
    const post = await t.app.fastify.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: ME,
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
    expect(post.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.fastify.inject({
      method: 'OPTIONS',
      url: '/api/graphql',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins CORS_ORIGINS names', async () => {
    const ops = await createTestApp({ CORS_ORIGINS: 'https://ops.example.com' });
    try {
      const ask = (origin: string) =>
        ops.app.fastify.inject({
          method: 'POST',
          url: '/api/graphql',
          headers: { origin, 'content-type': 'application/json' },
          payload: ME,
        });
      expect((await ask('https://ops.example.com')).headers['access-control-allow-origin']).toBe('https://ops.example.com');
      expect((await ask('https://evil.example')).headers['access-control-allow-origin']).not.toBe('https://evil.example');
    } finally {
      await ops.close();
    }
    expect(() => parseCorsOrigins('*')).toThrow(/CORS_ORIGINS/);
    expect(() => parseCorsOrigins('https://ops.example.com/path')).toThrow(/CORS_ORIGINS/);
  });
});

describe('errors and defaults', () => {
  it('never passes an unexpected error text to a client, in any mode', () => {
    const mask = maskErrors();
    const raw = new GraphQLError('x', { originalError: new Error('date/time field value out of range: "+292278994-08-17"') });
    const masked = mask(raw, '', true) as GraphQLError;
    expect(masked.message).toBe('Something Went Wrong');
    expect(masked.extensions.code).toBe('INTERNAL');
    const ours = new GraphQLError('Device not found.', { extensions: { code: 'DEVICE_NOT_FOUND' } });
    expect(mask(ours, '', true)).toBe(ours);
  });

  it('seeds demo data in production only when DEMO_DATA=true says so', () => {
    expect(demoDataOf({})).toBe(true);
    expect(demoDataOf({ NODE_ENV: 'production' })).toBe(false);
    expect(demoDataOf({ NODE_ENV: 'production', DEMO_DATA: 'true' })).toBe(true);
    expect(demoDataOf({ DEMO_DATA: 'false' })).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).simulator).toBe(false);
  });
});
