import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { desiredSettings } from './desiredSettings';
import type { Ingest } from './ingest';
import { MAX_PAYLOAD_BYTES } from './parseMessage';
import { recordSettingsDelivery } from './recordSettingsDelivery';

/**
 * HTTP transport: `POST /api/devices/:id/messages/:type` with `authorization: Bearer <device secret>` and the JSON
 * message as body. 200 only after COMMIT, with the settings the device should apply (the downlink).
 */
export async function httpIngestRoute(fastify: FastifyInstance, opts: { ingest: Ingest; db: Db }): Promise<void> {
  const { ingest, db } = opts;
  // keep the body as bytes: the ingest validator measures and parses it itself, the same as for MQTT
  // the version each device was last answered with, so delivery is written when it changes, not per message
  const answered = new Map<number, string>();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_PAYLOAD_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  fastify.post<{ Params: { id: string; type: string } }>(
    '/api/devices/:id/messages/:type',
    { bodyLimit: MAX_PAYLOAD_BYTES },
    async (req, reply) => {
      const deviceId = Number(req.params.id);
      const header = req.headers.authorization ?? '';
      const secret = header.replace(/^Bearer\s+/i, '').trim();
      // the right secret is accepted even while others fail on this id or from this address (deviceAuth.ts)
      const auth = await ingest.auth.check(deviceId, secret, req.ip);
      if (auth === 'throttled') {
        return reply
          .status(429)
          .header('retry-after', '60')
          .send({ error: 'Too many failed attempts; retry later.', code: 'AUTH_THROTTLED' });
      }
      if (auth !== 'ok') return reply.status(401).send({ error: 'Unknown device or wrong secret.', code: 'AUTH_FAILED' });
      if (ingest.tooManyRejections(deviceId)) {
        return reply
          .status(429)
          .header('retry-after', '60')
          .send({ error: 'Too many rejected messages; retry later.', code: 'TOO_MANY_REFUSED' });
      }
      const body = req.body;
      if (!Buffer.isBuffer(body)) return reply.status(400).send({ error: 'The body must be a JSON message.', code: 'NOT_JSON' });
      let result;
      try {
        result = await ingest.receive(deviceId, req.params.type, body);
      } catch (err) {
        req.log.error({ err }, 'ingest: message not committed');
        return reply.status(503).header('retry-after', '5').send({ error: 'Not stored; send it again.', code: 'UNAVAILABLE' });
      }
      // a refusal is permanent and recorded: the device drops the message instead of sending it again
      if (!result.ok) return reply.status(400).send({ error: result.reason, code: result.code });
      const downlink = await desiredSettings(db, deviceId);
      // the answer carries the downlink: for a device on HTTP that is its delivery
      if (answered.get(deviceId) !== downlink.version) {
        try {
          await recordSettingsDelivery(db, deviceId, downlink.version);
          if (answered.size > 100_000) answered.clear();
          answered.set(deviceId, downlink.version);
        } catch (err) {
          req.log.error({ err }, 'ingest: could not record the downlink delivery');
        }
      }
      return { ok: true, downlink };
    },
  );
}
