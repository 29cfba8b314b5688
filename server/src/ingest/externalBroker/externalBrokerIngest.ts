import os from 'node:os';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type pg from 'pg';
import type { Db } from '../../db/connection';
import { desiredSettings } from '../desiredSettings';
import type { Ingest } from '../ingest';
import { DEFAULT_SHARE_GROUP, UPLINK, downlinkTopic, sharedUplinkFilter } from './deviceTopics';
import { BrokerTrouble } from './brokerTrouble';
import { KnownDevices } from './knownDevices';
import { SettingsChangeListener } from '../settingsChangeListener';

export interface ExternalBrokerIngestOptions {
  /** mqtt://[user:password@]host:port or mqtts://...; the credentials are the server's own broker account. */
  url: string;
  ingest: Pick<Ingest, 'receive' | 'tooManyRejections'>;
  db: Db;
  /**
   * For LISTEN on device_settings (migration 009): every change is published to the broker by every process that
   * listens (the retained copy is the same whichever wins). Without it, only pushSettings publishes.
   */
  pool?: pg.Pool | null;
  log: (msg: string, err?: unknown) => void;
  /**
   * Stable per server process and unique among them (a restarted process must come back with the same id to get the
   * messages the broker kept for it). Each connection appends `-{n}`. Default: fieldwatch-{hostname}.
   */
  clientId?: string;
  /**
   * MQTT connections to the broker, all in the shared subscription. mqtt.js hands a connection's messages over one at
   * a time (the next only after the previous one's PUBACK: its handleMessage is serial by design), so this is also how
   * many messages of this process can wait for the same group commit: a process takes about
   * connections / commit latency messages per second. Default 64.
   */
  connections?: number;
  /** Shared subscription group; every server process of one deployment uses the same. Default 'fieldwatch'. */
  group?: string;
  /** How long the broker keeps a disconnected connection's session and its unacknowledged messages. Default 1 day. */
  sessionExpirySeconds?: number;
  /** Wait before reconnecting (also after a failed commit). Default 1000 ms. */
  reconnectMs?: number;
  /** How long the start waits for the first connection and subscription. Default 15 s. */
  startTimeoutMs?: number;
}

export interface ExternalBrokerIngest {
  /** Publishes the device's settings downlink, retained, on devices/{id}/down/settings. */
  pushSettings(deviceId: number): Promise<void>;
  /** How many of this process's connections to the broker are up now (/api/health/ready). */
  connected(): number;
  /** Waits for the messages being written (they are acknowledged), then disconnects; the sessions stay on the broker. */
  close(): Promise<void>;
}

type Outcome = 'ack' | 'drop-connection';

/** Connection options and the URL without its credentials (they are passed as options, decoded once). */
export function brokerConnectOptions(url: string): { url: string; username?: string; password?: string } {
  const u = new URL(url);
  const username = u.username ? decodeURIComponent(u.username) : undefined;
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.username = '';
  u.password = '';
  return { url: u.toString(), ...(username !== undefined ? { username } : {}), ...(password !== undefined ? { password } : {}) };
}

/** For logs: the URL without its password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(invalid url)';
  }
}

/**
 * Ingest from an external MQTT broker (Mosquitto, EMQX) instead of the embedded one (DESIGN.md §6). Every server
 * process subscribes to $share/{group}/devices/+/up/+ at QoS 1 with MQTT 5, so the broker splits the devices'
 * messages between the processes. Each message goes through Ingest.receive and its PUBACK goes to the broker only
 * after COMMIT (mqtt.js sends it when handleMessage's callback is called). A refused message is acknowledged once its
 * refusal is recorded (Ingest); a message of an unknown device, or of a device throttled for sending too many bad ones,
 * is logged and acknowledged, so it does not come back. A
 * message that is not committed is not acknowledged: the connection is dropped and reopened, and the broker sends the
 * unacknowledged message again (persistent session: clean start off, a session expiry, a stable client id).
 */
export async function startExternalBrokerIngest(opts: ExternalBrokerIngestOptions): Promise<ExternalBrokerIngest> {
  const { ingest, db, log } = opts;
  const baseId = opts.clientId ?? `fieldwatch-${os.hostname()}`;
  const count = Math.max(1, opts.connections ?? 64);
  const filter = sharedUplinkFilter(opts.group ?? DEFAULT_SHARE_GROUP);
  const known = new KnownDevices(db);
  const { url, ...credentials } = brokerConnectOptions(opts.url);
  const where = redactUrl(opts.url);
  const inFlight = new Set<Promise<unknown>>();
  let closing = false;
  const trouble = new BrokerTrouble(where, log);

  // a message per device and reason at most once a minute: a broken device must not flood the log
  const lastLogged = new Map<string, number>();
  const logLimited = (key: string, msg: string) => {
    const now = Date.now();
    if ((lastLogged.get(key) ?? 0) > now - 60_000) return;
    if (lastLogged.size > 10_000) lastLogged.clear();
    lastLogged.set(key, now);
    log(msg);
  };

  async function handle(topic: string, payload: Buffer | string): Promise<Outcome> {
    const m = UPLINK.exec(topic);
    if (!m) {
      logLimited(`topic:${topic.slice(0, 80)}`, `mqtt (external): dropped a message on ${topic.slice(0, 80)}: not a device uplink`);
      return 'ack';
    }
    const deviceId = Number(m[1]);
    if (ingest.tooManyRejections(deviceId)) {
      logLimited(
        `throttled:${deviceId}`,
        `mqtt (external): device ${deviceId} sends too many rejected messages; dropping them for a while`,
      );
      return 'ack';
    }
    if (!(await known.has(deviceId))) {
      logLimited(
        `unknown:${deviceId}`,
        `mqtt (external): dropped a message from unknown device ${deviceId} (is the broker's authentication on?)`,
      );
      return 'ack';
    }
    // resolves after COMMIT; a refused message resolves { ok: false } once recorded; a failed commit rejects
    await ingest.receive(deviceId, m[2]!, payload);
    return 'ack';
  }

  // the start waits for the first connection to be connected and subscribed (or refused)
  let firstReady: (err?: Error | null) => void = () => {};
  const firstSettled = new Promise<void>((resolve, reject) => {
    firstReady = (err) => (err ? reject(err) : resolve());
  });

  const clients: MqttClient[] = [];
  for (let i = 0; i < count; i++) {
    const clientId = `${baseId}-${i}`;
    const options: IClientOptions = {
      ...credentials,
      clientId,
      protocolVersion: 5,
      clean: false,
      // messages are handled one at a time per connection: a few in the socket keep it busy, the rest wait in the
      // broker (where another process could be given them, depending on the broker)
      properties: { sessionExpiryInterval: opts.sessionExpirySeconds ?? 86_400, receiveMaximum: 4 },
      reconnectPeriod: opts.reconnectMs ?? 1000,
      connectTimeout: 10_000,
      keepalive: 30,
      // subscribed again below whenever the broker has no session for us
      resubscribe: false,
    };
    const client = mqtt.connect(url, options);
    // bumped on every (re)connection: a message that arrived on an earlier connection is not acknowledged on a later
    // one; that connection's session redelivers it anyway
    let generation = 0;
    client.on('connect', (connack) => {
      generation++;
      trouble.connected();
      // a session the broker kept still has its subscription (and the messages queued for it)
      if (connack.sessionPresent) return void (i === 0 && firstReady());
      client.subscribe(filter, { qos: 1 }, (err) => {
        if (err) log(`mqtt (external): ${clientId} could not subscribe to ${filter} at ${where}`, err);
        if (i === 0) firstReady(err && new Error(`could not subscribe to ${filter} at ${where}: ${err.message}`));
      });
    });
    client.on('error', (err) => trouble.failed(err));
    client.on('disconnect', (packet) => {
      // 0x8E: another connection took over this client id: two processes share an id, and will keep kicking each other
      if (packet.reasonCode === 0x8e)
        log(`mqtt (external): client id ${clientId} is used by another connection; give every server process its own id`);
    });
    client.handleMessage = (packet, done) => {
      if (closing) return; // not acknowledged: the broker keeps it for this session
      const gen = generation;
      const work = handle(packet.topic, packet.payload).then(
        (outcome: Outcome) => outcome,
        (err: unknown) => {
          log(
            `mqtt (external): a message on ${packet.topic.slice(0, 80)} was not committed, not acknowledged; reconnecting so that the broker sends it again`,
            err,
          );
          return 'drop-connection' as const;
        },
      );
      const tracked = work.then((outcome) => {
        if (gen !== generation) return; // that connection is gone
        if (outcome === 'ack') done();
        // without a PUBACK the broker resends the message only on a new connection of the session
        else client.stream.destroy();
      });
      inFlight.add(tracked);
      void tracked.finally(() => inFlight.delete(tracked));
    };
    clients.push(client);
  }

  const first = clients[0]!;
  const startTimeout = opts.startTimeoutMs ?? 15_000;
  let timer: NodeJS.Timeout | undefined;
  const onError = (err: Error) => {
    // a refused login will not get better by retrying: say so at start (MQTT 3 codes 4, 5; MQTT 5 0x86, 0x87)
    const code = Number((err as { code?: unknown }).code);
    if ([4, 5, 0x86, 0x87].includes(code)) firstReady(new Error(`the MQTT broker at ${where} refused the server's login: ${err.message}`));
  };
  first.on('error', onError);
  try {
    await Promise.race([
      firstSettled,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no connection to the MQTT broker at ${where} within ${startTimeout} ms`)), startTimeout);
      }),
    ]);
  } catch (err) {
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
    throw err;
  } finally {
    clearTimeout(timer);
    first.off('error', onError);
  }
  log(`mqtt (external): taking device messages from ${where} (${filter}, ${count} connections as ${baseId}-0..${count - 1})`);

  const pushSettings = async (deviceId: number) => {
    const downlink = await desiredSettings(db, deviceId);
    const client = clients.find((c) => c.connected) ?? first;
    await client.publishAsync(downlinkTopic(deviceId), JSON.stringify(downlink), { qos: 1, retain: true });
  };
  // the external broker keeps the retained copies itself, so a missed announcement has no connected-device list to
  // resync from here: the device still gets the current downlink in its next HTTP answer or the next change's push
  const changes = opts.pool ? new SettingsChangeListener({ pool: opts.pool, push: pushSettings, log }) : null;
  await changes?.start();

  return {
    pushSettings,
    connected: () => clients.filter((c) => c.connected).length,
    async close() {
      closing = true;
      await changes?.stop();
      // the messages being written get their PUBACK; the rest stay with the broker for this client id
      const deadline = new Promise((r) => setTimeout(r, 10_000).unref());
      await Promise.race([Promise.allSettled([...inFlight]), deadline]);
      // a polite DISCONNECT (the sessions stay: session expiry), but never hang on it: then just close the sockets
      await Promise.all(
        clients.map(async (c) => {
          const polite = await Promise.race([
            c.endAsync(false).then(
              () => true,
              () => false,
            ),
            new Promise<boolean>((r) => setTimeout(() => r(false), 2000).unref()),
          ]);
          if (!polite) await c.endAsync(true).catch(() => {});
        }),
      );
    },
  };
}
