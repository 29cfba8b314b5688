import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * Serves the built web app's /assets/* from memory, read once at start: Vite names each after a hash of its content,
 * so a file never changes under its name. A sensor page loads some sixty of them, six at a time over HTTP/1.1;
 * answering each from disk (stat, open, read, close) on a busy 2-core machine put a few milliseconds of waiting
 * per file on the way to the first graph (the sensor page's target: first graph under 500 ms). Returns the file names it serves.
 */
export function serveWebAssetsFromMemory(fastify: FastifyInstance, webDist: string): string[] {
  const dir = path.join(webDist, 'assets');
  if (!fs.existsSync(dir)) return [];
  const names = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile());
  for (const name of names) {
    const body = fs.readFileSync(path.join(dir, name));
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    fastify.get(`/assets/${name}`, (_req, reply) =>
      reply.header('content-type', type).header('cache-control', 'public, max-age=31536000, immutable').send(body),
    );
  }
  return names;
}
