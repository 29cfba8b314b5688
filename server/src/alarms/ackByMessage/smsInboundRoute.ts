import { createHmac, timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/connection';
import type { Clock } from '../../util/clock';
import { ackBySmsReply, type InboundSms } from './ackBySmsReply';
import { validTwilioSignature } from './twilioSignature';

/** Requests per minute and address: a provider posts every reply from a few addresses, so this is generous. */
export const SMS_INBOUND_REQUESTS_PER_MINUTE = 120;
/** An SMS is at most 10 segments of 160 characters; anything longer is not a reply. */
const MAX_BODY_CHARS = 1600;
const MAX_REQUEST_BYTES = 16 * 1024;

export const SMS_SIGNATURE_HEADER = 'x-fieldwatch-signature';

/** The JSON format's signature: `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with SMS_INBOUND_SECRET. */
export function jsonSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const twiml = (reply: FastifyReply, status: number, text: string) =>
  reply
    .status(status)
    .type('text/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Response><Message>${xmlEscape(text)}</Message></Response>`);

const textField = (v: unknown, max: number): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);

/**
 * `POST /api/sms/inbound`: replies to alarm texts (docs/alarms.md "Acknowledging from the message"), in two formats.
 * - Ours, for the HTTP SMS adapter's relay: `{"id","from","body"}` JSON signed in `X-FieldWatch-Signature`
 *   (jsonSignature); answered `{"outcome","reply"}`, the relay texts `reply` back.
 * - Twilio's form-encoded webhook, signed in `X-Twilio-Signature` with the Auth Token over PUBLIC_URL + the path;
 *   answered in TwiML, so Twilio texts the reply back.
 * The signature is checked on the raw body before anything is read from it. Without SMS_INBOUND_SECRET the route
 * answers 404: nobody can post replies to a server that never said whom to trust.
 */
export async function smsInboundRoute(
  fastify: FastifyInstance,
  opts: { db: Db; clock: Clock; secret: string | null; publicUrl: string; defaultTimeZone: string },
): Promise<void> {
  const { db, clock, secret, defaultTimeZone } = opts;
  await fastify.register(rateLimit, { max: SMS_INBOUND_REQUESTS_PER_MINUTE, timeWindow: 60_000 });
  // the signatures cover the bytes as sent: keep them as text, parse after checking
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(['application/json', 'application/x-www-form-urlencoded'], { parseAs: 'string' }, (_req, body, done) =>
    done(null, body),
  );
  const base = opts.publicUrl.replace(/\/+$/, '');

  // an acknowledgement by text changes what queries show (graphql/sharedAnswersAfterWrites.ts)
  fastify.post('/api/sms/inbound', { bodyLimit: MAX_REQUEST_BYTES, config: { writes: true } }, async (req, reply) => {
    if (!secret) return reply.status(404).send({ error: 'SMS replies are not enabled on this server.' });
    const raw = typeof req.body === 'string' ? req.body : '';
    const twilioSig = req.headers['x-twilio-signature'];
    if (typeof twilioSig === 'string') {
      const params = new URLSearchParams(raw);
      if (!validTwilioSignature(secret, `${base}${req.url}`, params, twilioSig))
        return reply.status(403).type('text/plain').send('Bad signature.');
      const sms = {
        messageId: textField(params.get('MessageSid'), 64),
        from: textField(params.get('From'), 32),
        body: textField(params.get('Body'), MAX_BODY_CHARS) ?? '',
      };
      if (!sms.messageId || !sms.from) return reply.status(400).type('text/plain').send('MessageSid and From are required.');
      const a = await ackBySmsReply(
        db,
        clock,
        {
          provider: 'twilio',
          messageId: sms.messageId,
          from: sms.from,
          body: sms.body,
          ip: req.ip,
        },
        defaultTimeZone,
      );
      return twiml(reply, 200, a.reply);
    }
    const ourSig = req.headers[SMS_SIGNATURE_HEADER];
    if (typeof ourSig !== 'string' || !sameText(ourSig, jsonSignature(secret, raw)))
      return reply.status(401).send({ error: 'Bad signature.' });
    let msg: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw);
      msg = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return reply.status(400).send({ error: 'The body must be JSON.' });
    }
    const sms: Omit<InboundSms, 'provider' | 'ip'> | null = (() => {
      const messageId = textField(msg.id, 200);
      const from = textField(msg.from, 32);
      const body = typeof msg.body === 'string' && msg.body.length <= MAX_BODY_CHARS ? msg.body : null;
      return messageId && from && body !== null ? { messageId, from, body } : null;
    })();
    if (!sms) return reply.status(400).send({ error: 'Send {"id","from","body"}: id and from non-empty, body at most 1600 characters.' });
    return reply.send(await ackBySmsReply(db, clock, { provider: 'json', ...sms, ip: req.ip }, defaultTimeZone));
  });
}
