import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * Vite names every built asset after a hash of its content, so a browser may keep /assets/* for good instead of
 * asking again on every page load (a sensor page needs some forty of them); index.html names the current ones and
 * is always revalidated, so a new release is picked up at once.
 */
export function webCacheHeaders(reply: FastifyReply, filePath: string): void {
  const inAssets = path.basename(path.dirname(filePath)) === 'assets';
  reply.header('cache-control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
}
