import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the client accepts, for every text answer above a kilobyte that is not compressed already (the
 * web app's files come precompressed from the build: webAssetsInMemory.ts). Field users are on cellular links, and a
 * sensor page's GraphQL answer is tens to hundreds of kilobytes of JSON numbers. Brotli at the plugin's quality 4, not
 * 11: per request, the highest quality costs far more CPU than the bytes it saves. Live updates
 * (text/event-stream) are left alone by the plugin, so each event still reaches the browser when it is sent.
 * Registered before the routes: the plugin adds itself to the routes declared after it.
 */
export async function compression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
