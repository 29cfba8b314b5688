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
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: MAX_PAYLOAD_BYTES }, (_req, body, done) => done(null, body));

  fastify.post<{ Params: { id: string; type: string } }>('/api/devices/:id/messages/:type', { bodyLimit: MAX_PAYLOAD_BYTES }, async (req, reply) => {
    const deviceId = Number(req.params.id);
    const header = req.headers.authorization ?? '';
    const secret = header.replace(/^Bearer\s+/i, '').trim();
    if (ingest.auth.throttled(`id:${req.params.id}`) || ingest.auth.throttled(`src:${req.ip}`)) {
      return reply.status(429).header('retry-after', '60').send({ error: 'Too many failed attempts; retry later.' });
    }
    if (!(await ingest.auth.verify(deviceId, secret, req.ip))) {
      return reply.status(401).send({ error: 'Unknown device or wrong secret.' });
    }
    if (ingest.tooManyRejections(deviceId)) {
      return reply.status(429).header('retry-after', '60').send({ error: 'Too many rejected messages; retry later.' });
    }
    const body = req.body;
    if (!Buffer.isBuffer(body)) return reply.status(400).send({ error: 'The body must be a JSON message.' });
    let result;
    try {
      result = await ingest.receive(deviceId, req.params.type, body);
    } catch (err) {
      req.log.error({ err }, 'ingest: message not committed');
      return reply.status(503).header('retry-after', '5').send({ error: 'Not stored; send it again.' });
    }
    if (!result.ok) return reply.status(400).send({ error: result.reason });
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
  });
}
