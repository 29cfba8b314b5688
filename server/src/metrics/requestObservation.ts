import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpMetrics } from './metrics';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route pattern a request matched (`/api/devices/:id/messages/:type`), never its URL: a URL carries ids, signed
 * series-link signatures and whatever a scanner tries, which would leak into logs and give metrics a label per URL.
 * The web app's hashed assets are one route each (webAssetsInMemory.ts), folded into one label.
 */
function routeLabel(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  if (route === undefined) return '(unmatched)';
  if (route.startsWith('/assets/')) return '/assets/*';
  return route;
}

/**
 * Counts and times every answered request (GET /metrics) and writes one log line per request: method, route pattern,
 * status, duration and the request id (the logger binds it as reqId and the answer's x-request-id header carries it,
 * so a user's report can be found in the log). Nothing the client sent is logged beyond the method and the route
 * pattern: no URL, headers (Authorization, cookies, refresh-token, login-as), body (PINs, GraphQL variables).
 * The line is at `info` in production; elsewhere at `debug` (LOG_LEVEL=debug), so a demo's console keeps showing the
 * PINs and alarm lines a newcomer looks for instead of the browser's requests.
 */
export function observeRequests(fastify: FastifyInstance, metrics: HttpMetrics, opts: { production: boolean }): void {
  const level = opts.production ? 'info' : 'debug';
  fastify.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  fastify.addHook('onResponse', async (req, reply) => {
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    const route = routeLabel(req);
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    metrics.requests.inc({ method, route, status: String(status) });
    // a live-update stream (GraphQL subscription over SSE) lasts as long as the page is open: not a latency
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream'))
      metrics.duration.observe({ method, route }, seconds);
    req.log[level]({ method, route, status, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
}
