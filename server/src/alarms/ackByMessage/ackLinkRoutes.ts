import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import type { Clock } from '../../util/clock';
import { confirmAckLink, readAckLink } from './ackByLink';
import { ackOutcome } from './ackOutcomes';

/**
 * Requests per minute and address on these routes: a person opens a link and presses one button; more is a scan.
 * The codes carry 96 random bits, so the limit is not what stops guessing; it keeps a scan from costing the database.
 */
export const ACK_LINK_REQUESTS_PER_MINUTE = 30;

/**
 * The acknowledgement links of alarm messages, which need no sign-in (the code is the credential):
 * - `GET /a/<code>`, the link in the message, sends the browser to the web app's confirmation page;
 * - `GET /api/alarm-ack/<code>` answers what the page shows (the alarm, and whether it may be acknowledged);
 * - `POST /api/alarm-ack/<code>` is the page's Acknowledge button.
 * A GET never acknowledges: mail scanners and chat previews follow links.
 */
export async function ackLinkRoutes(fastify: FastifyInstance, opts: { db: Db; clock: Clock; defaultTimeZone: string }): Promise<void> {
  const { db, clock, defaultTimeZone } = opts;
  await fastify.register(rateLimit, { max: ACK_LINK_REQUESTS_PER_MINUTE, timeWindow: 60_000 });
  const noStore = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

  fastify.get<{ Params: { code: string } }>('/a/:code', async (req, reply) =>
    reply.headers(noStore).redirect(`/#/acknowledge?code=${encodeURIComponent(req.params.code)}`, 303),
  );

  fastify.get<{ Params: { code: string } }>('/api/alarm-ack/:code', async (req, reply) => {
    const a = await readAckLink(db, clock, req.params.code, defaultTimeZone);
    return reply.headers(noStore).status(ackOutcome(a.outcome).status).send(a);
  });

  // an acknowledgement changes what queries show (graphql/sharedAnswersAfterWrites.ts)
  fastify.post<{ Params: { code: string } }>('/api/alarm-ack/:code', { config: { writes: true } }, async (req, reply) => {
    const a = await confirmAckLink(db, clock, req.params.code, { ip: req.ip, defaultTimeZone });
    return reply.headers(noStore).status(ackOutcome(a.outcome).status).send(a);
  });
}
