import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes what GraphQL queries show: see sharedAnswersAfterWrites.ts. */
    writes?: boolean;
  }
}

/**
 * A route outside GraphQL that changes what its queries show (an acknowledgement by link or by text, a firmware
 * default) says so in its options, `{ config: { writes: true } }`. Its successful answers drop the kept query
 * answers here and, through the live bus, in every other process, as a mutation does (sharedQueryAnswers.ts); a
 * refused request changed nothing. One rule here, so that a write route added later needs only its flag. Device
 * messages are not writes of this kind: they drop only the answers that show their device.
 */
export function dropSharedAnswersAfterWrites(fastify: FastifyInstance, written: () => void): void {
  // before the answer leaves: the caller's next request, however quick, finds them gone
  fastify.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 && req.routeOptions.config.writes === true) written();
    return payload;
  });
}
