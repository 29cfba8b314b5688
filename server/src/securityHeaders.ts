import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The map tiles the device map shows (web/src: OpenStreetMap's tile server). */
const TILE_HOSTS = ['https://tile.openstreetmap.org'];
/**
 * The label printer's local service on the user's own machine (spec 3 §7; printerService.ts: the vendor's browser print
 * software on localhost, 9100 or 9101 by default, its address changeable).
 */
const PRINTER_SERVICE = ['http://localhost:*', 'https://localhost:*', 'http://127.0.0.1:*', 'https://127.0.0.1:*'];

/** sha256 sources of the inline scripts of the built index.html (its early requests), for script-src. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const out: string[] = [];
  for (const m of indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    out.push(`'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  }
  return out;
}

/** The web app's Content-Security-Policy: nothing but its own files and its hashed inline script runs. */
function webContentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Mantine and uPlot set style attributes and inject style elements at run time; styles cannot run code
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${TILE_HOSTS.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${PRINTER_SERVICE.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Response headers for every answer (helmet: nosniff, X-Frame-Options DENY, a strict Referrer-Policy, HSTS where
 * served over TLS, ...) and the Content-Security-Policy on the web app's files. Not on /api/: an API answer is not a
 * document, and GraphiQL (development only) loads its own scripts.
 */
export async function securityHeaders(fastify: FastifyInstance, webDist: string): Promise<void> {
  await fastify.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the series links are read by integrations' pages on other origins (CORS, token in the URL)
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
  const indexPath = path.join(webDist, 'index.html');
  const csp = webContentSecurityPolicy(fs.existsSync(indexPath) ? inlineScriptHashes(fs.readFileSync(indexPath, 'utf8')) : []);
  // every answer outside the API may be a document (index.html, served from memory or from disk); on a script or a
  // style sheet the header is inert
  fastify.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) reply.header('content-security-policy', csp);
    return payload;
  });
}
