import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/**
 * GET /metrics in Prometheus text format. Open unless METRICS_TOKEN is set; then only a scraper that sends
 * `Authorization: Bearer <token>` gets it. It is a plain route outside GraphQL: a scraper holds no user session, and a
 * scrape must not count as anyone's activity. The numbers name no user, device or value, but they do tell an outsider
 * how busy the service is: behind a public proxy, set the token or keep /metrics off the public side.
 */
export async function metricsRoute(fastify: FastifyInstance, opts: { registry: Registry; token: string | null }): Promise<void> {
  const { registry, token } = opts;
  // compared as digests: equal lengths for timingSafeEqual, and no early exit that would tell the token's length
  const expected = token ? createHash('sha256').update(token).digest() : null;
  fastify.get('/metrics', async (req, reply) => {
    if (expected) {
      const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
      if (!timingSafeEqual(createHash('sha256').update(given).digest(), expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'GET /metrics needs the METRICS_TOKEN as a bearer token.' });
      }
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
