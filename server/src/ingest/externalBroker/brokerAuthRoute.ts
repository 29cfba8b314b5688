import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DeviceAuth } from '../deviceAuth';
import { deviceIdOf, devicePublishAllowed, deviceReadAllowed, deviceSubscribeAllowed } from './deviceTopics';
import { brokerConnectOptions } from './externalBrokerIngest';

export interface BrokerAuthRouteOptions {
  auth: Pick<DeviceAuth, 'verify'>;
  /**
   * The server's own broker account, as in MQTT_URL (mqtt://user:password@host): that user may log in and publish and
   * subscribe anywhere (the shared subscription, the retained downlinks), and its password is the credential the
   * broker presents when it asks these routes. Without a password in it the routes are not served.
   */
  serviceUrl: string;
  log?: (msg: string) => void;
}

type Body = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const sha = (s: string) => createHash('sha256').update(s).digest();
/** Compares two secrets in time that does not depend on where they differ (or on their lengths). */
const sameSecret = (a: string, b: string) => timingSafeEqual(sha(a), sha(b));
const IP = /^[0-9a-fA-F:.]{2,45}$/;

/**
 * The broker's credential, as its HTTP auth plugin can send it: `Authorization: Basic` with the server's broker account
 * (EMQX: the authenticator's headers), `Authorization: Bearer <password>`, or `?key=<password>` in the configured URI
 * (plugins that send no headers). Compared in constant time.
 */
function brokerCredentialOk(header: string | undefined, key: string | null, username: string, password: string): boolean {
  const h = header ?? '';
  const basic = /^Basic\s+(.+)$/i.exec(h);
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString();
    const colon = decoded.indexOf(':');
    return colon >= 0 && sameSecret(decoded.slice(0, colon), username) && sameSecret(decoded.slice(colon + 1), password);
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(h);
  if (bearer) return sameSecret(bearer[1]!.trim(), password);
  return key !== null && sameSecret(key, password);
}

/**
 * Answer in the shape both brokers' HTTP plugins read: EMQX 5 reads `result` (allow | deny) and `is_superuser`
 * from a 200 JSON body; mosquitto-go-auth (http backend, response_mode json) reads `ok` and `error`.
 */
function answer(reply: FastifyReply, allow: boolean, superuser = false) {
  return reply
    .status(200)
    .type('application/json')
    .send(
      allow
        ? { result: 'allow', is_superuser: superuser, ok: true, error: '' }
        : { result: 'deny', is_superuser: false, ok: false, error: 'denied' },
    );
}

/**
 * Authentication and authorisation of devices for an external MQTT broker (MQTT_URL mode only, docs/scaling-ingest.md).
 * Every request must carry the broker's credential (brokerCredentialOk), else 401:
 * - POST /api/mqtt/auth {username, password[, peerhost]}: username = device id, password = the device's secret,
 *   checked by DeviceAuth (same answer for an unknown id and a wrong secret; throttled after repeated failures, per
 *   id and, when the broker passes the device's address as peerhost, per address).
 * - POST /api/mqtt/acl {username, topic, action | acc}: a device may publish only to devices/{id}/up/{type} and
 *   subscribe (and read) only under devices/{id}/down/. action is EMQX's publish | subscribe; acc is
 *   mosquitto-go-auth's 1 read, 2 write, 3 read+write, 4 subscribe.
 * - POST /api/mqtt/superuser {username}: only the server's own account (mosquitto-go-auth asks).
 * JSON or form bodies. 200 with allow/deny; 503 when the database cannot answer (EMQX then treats it as "ignore").
 */
export async function brokerAuthRoute(fastify: FastifyInstance, opts: BrokerAuthRouteOptions): Promise<void> {
  const service = brokerConnectOptions(opts.serviceUrl);
  const isService = (username: string) => Boolean(service.username) && username === service.username;
  const credential = service.password ?? '';
  if (!credential) {
    opts.log?.('mqtt (external): MQTT_URL has no password, so /api/mqtt/auth and /api/mqtt/acl are not served');
    return;
  }
  // the broker's own credential on every request: nobody else may check secrets or read the ACL through these routes
  fastify.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/mqtt/')) return;
    if (
      !brokerCredentialOk(
        req.headers.authorization,
        new URL(req.url, 'http://x').searchParams.get('key'),
        service.username ?? '',
        credential,
      )
    ) {
      return reply
        .status(401)
        .header('www-authenticate', 'Basic realm="fieldwatch-mqtt"')
        .send({ result: 'deny', ok: false, error: 'broker credential required' });
    }
  });

  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const routeOpts = { bodyLimit: 4096 };

  fastify.post<{ Body: Body }>('/api/mqtt/auth', routeOpts, async (req, reply) => {
    const b = req.body ?? {};
    const username = str(b.username);
    const password = str(b.password);
    if (isService(username)) return answer(reply, sameSecret(password, credential), true);
    const deviceId = deviceIdOf(username);
    if (deviceId === null || !password) return answer(reply, false);
    // the request comes from the broker: only the device's own address (peerhost) says who is guessing
    const peer = str(b.peerhost ?? b.ipaddress ?? b.ip);
    const source = IP.test(peer) ? peer : `device:${deviceId}`;
    try {
      return answer(reply, await opts.auth.verify(deviceId, password, source));
    } catch (err) {
      req.log.error({ err }, 'mqtt auth: device check failed to run');
      return reply.status(503).send({ result: 'ignore', ok: false, error: 'unavailable' });
    }
  });

  fastify.post<{ Body: Body }>('/api/mqtt/acl', routeOpts, async (req, reply) => {
    const b = req.body ?? {};
    const username = str(b.username);
    const topic = str(b.topic);
    if (isService(username)) return answer(reply, true);
    const deviceId = deviceIdOf(username);
    if (deviceId === null || !topic) return answer(reply, false);
    const action = str(b.action).toLowerCase();
    const acc = Number(str(b.acc) || NaN);
    let allow: boolean;
    if (action === 'publish' || acc === 2) allow = devicePublishAllowed(deviceId, topic);
    else if (action === 'subscribe' || acc === 4) allow = deviceSubscribeAllowed(deviceId, topic);
    else if (acc === 1) allow = deviceReadAllowed(deviceId, topic);
    else allow = false; // read+write (3) or an unknown action: no device topic is both
    return answer(reply, allow);
  });

  fastify.post<{ Body: Body }>('/api/mqtt/superuser', routeOpts, async (req, reply) =>
    answer(reply, isService(str((req.body ?? {}).username)), true),
  );
}
