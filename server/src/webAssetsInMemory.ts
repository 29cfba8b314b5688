import fs from 'node:fs';
import path from 'node:path';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The compressed copies the web build writes beside a text file (web/src/app/build/precompress.ts), best first. */
const ENCODINGS = [
  { encoding: 'br', ext: '.br' },
  { encoding: 'gzip', ext: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['encoding'];

/**
 * Serves the built web app's /assets/* from memory, read once at start: Vite names each after a hash of its content,
 * so a file never changes under its name. A sensor page loads some sixty of them, six at a time over HTTP/1.1;
 * answering each from disk (stat, open, read, close) on a busy 2-core machine put a few milliseconds of waiting
 * per file on the way to the first graph (the sensor page's target: first graph under 500 ms). A browser that accepts
 * brotli or gzip gets the copy the build compressed (Vary: Accept-Encoding, so a shared cache keeps one per encoding),
 * any other client the file itself. Returns the file names it serves.
 */
export function serveWebAssetsFromMemory(fastify: FastifyInstance, webDist: string): string[] {
  const dir = path.join(webDist, 'assets');
  if (!fs.existsSync(dir)) return [];
  const files = new Set(fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isFile()));
  const names = [...files].filter((name) => !ENCODINGS.some(({ ext }) => name.endsWith(ext) && files.has(name.slice(0, -ext.length))));
  const negotiator = new Negotiator<Encoding | 'identity'>({ supportedValues: [...ENCODINGS.map((e) => e.encoding), 'identity'] });
  for (const name of names) {
    const body = fs.readFileSync(path.join(dir, name));
    const compressed = new Map<string, Buffer>();
    for (const { encoding, ext } of ENCODINGS)
      if (files.has(name + ext)) compressed.set(encoding, fs.readFileSync(path.join(dir, name + ext)));
    const type = TYPES[path.extname(name)] ?? 'application/octet-stream';
    fastify.get(`/assets/${name}`, (req, reply) => {
      reply.header('content-type', type).header('cache-control', 'public, max-age=31536000, immutable');
      if (compressed.size === 0) return reply.send(body);
      reply.header('vary', 'accept-encoding');
      const accepted = req.headers['accept-encoding'];
      const encoding = accepted ? negotiator.negotiate(accepted) : null;
      const packed = encoding ? compressed.get(encoding) : undefined;
      return packed ? reply.header('content-encoding', encoding).send(packed) : reply.send(body);
    });
  }
  return names;
}
