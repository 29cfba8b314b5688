import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import zlib from 'node:zlib';

/** Answers under this many bytes go out as they are (a header costs more than it saves). */
const THRESHOLD = 1024;
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];
// Brotli at quality 4, not 11: per request, the highest quality costs far more CPU than the bytes it saves
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Brotli or gzip, as the client accepts, for every text answer above a kilobyte that is not compressed already (the
 * web app's files come precompressed from the build: webAssetsInMemory.ts). Field users are on cellular links, and a
 * sensor page's GraphQL answer is tens to hundreds of kilobytes of JSON numbers. Live updates (text/event-stream)
 * are left alone by the plugin, so each event still reaches the browser when it is sent. Registered before the
 * routes: the plugin adds itself to the routes declared after it.
 */
export async function compression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, { global: true, threshold: THRESHOLD, encodings: ENCODINGS, brotliOptions: BROTLI });
}

// the last answers' compressed bytes, by their text: a shared query answer (graphql/sharedQueryAnswers.ts) is the
// same text for every request it answers, and compressing 43 KB again for each was a tenth of the server's CPU. The
// texts are held with their bytes, so what is held is bounded (a compressed text is a fraction of its length), and
// a text bigger than a page's answers (a year of readings) is compressed for its request alone.
const MAX_KEPT_TEXT = 2 * 1024 * 1024;
const compressedTexts = new LRUCache<string, Map<string, Buffer>>({
  max: 64,
  maxSize: 8 * MAX_KEPT_TEXT,
  sizeCalculation: (_bytes, text) => text.length,
});

/**
 * A GraphQL answer compressed as the plugin above would compress it (the same negotiation, encodings and settings),
 * once per text and encoding; null when it goes out as it is (the plugin then decides). The route sends the bytes
 * with their encoding, and the plugin leaves an answer that has one alone.
 */
export function compressedAnswer(text: string, acceptEncoding: string | undefined): { encoding: string; body: Buffer } | null {
  if (acceptEncoding === undefined || text.length < THRESHOLD) return null;
  // as the plugin reads the header: the no-preference token and x-gzip count as gzip
  const encoding = negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  if (encoding !== 'br' && encoding !== 'gzip') return null;
  const compress = () => (encoding === 'br' ? zlib.brotliCompressSync(text, BROTLI) : zlib.gzipSync(text));
  if (text.length > MAX_KEPT_TEXT) return { encoding, body: compress() };
  let byEncoding = compressedTexts.get(text);
  if (!byEncoding) compressedTexts.set(text, (byEncoding = new Map()));
  let body = byEncoding.get(encoding);
  if (!body) byEncoding.set(encoding, (body = compress()));
  return { encoding, body };
}
