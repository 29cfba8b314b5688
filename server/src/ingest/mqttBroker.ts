import net from 'node:net';
import { Aedes, type AuthenticateError } from 'aedes';
import type pg from 'pg';
import type { Db } from '../db/connection';
import { desiredSettingsMany } from './desiredSettingsMany';
import type { Ingest } from './ingest';
import { SettingsChangeListener } from './settingsChangeListener';
import { SettingsDeliveryTracker } from './settingsDeliveryTracker';

const UPLINK = /^devices\/(\d{1,15})\/up\/([a-z]{1,16})$/;

export interface MqttBroker {
  port: number;
  /** Publishes the device's settings downlink as a retained message on devices/{id}/down/settings. */
  pushSettings(deviceId: number): Promise<void>;
  close(): Promise<void>;
}

function authError(): AuthenticateError {
  const err = new Error('Bad username or password') as AuthenticateError;
  err.returnCode = 4;
  return err;
}

/**
 * The embedded MQTT broker (Aedes). Devices connect with username = device id and password = secret, publish
 * QoS 1 to devices/{id}/up/{type}, and subscribe to devices/{id}/down/#. The PUBACK of a QoS 1 message goes out
 * only after its batch is committed: Aedes sends it when authorizePublish calls back, so that is where the
 * message is stored. A refused message (malformed, or refused by the database for its own content) is acknowledged
 * once its refusal is recorded (ingest_refusals), so it does not block the device's queue and the acknowledgement
 * still means stored; a device that keeps sending them, or a commit that fails, is disconnected without one.
 */
export async function startMqttBroker(opts: {
  ingest: Ingest;
  db: Db;
  port: number;
  host: string;
  portExplicit: boolean;
  /** For LISTEN on device_settings: without it, settings reach devices only through pushSettings and on connect. */
  pool?: pg.Pool | null;
  log: (msg: string, err?: unknown) => void;
}): Promise<MqttBroker> {
  const { ingest, db, log } = opts;
  const delivery = new SettingsDeliveryTracker(db, log);
  const broker = await Aedes.createBroker({
    // deep in-flight windows from fast devices are what make group commit pay off
    concurrency: 1000,
    authenticate(client, username, password, done) {
      const deviceId = Number(username);
      const source = client.conn && 'remoteAddress' in client.conn ? String(client.conn.remoteAddress) : 'mqtt';
      ingest.auth
        .verify(deviceId, password?.toString() ?? '', source)
        .then((ok) => {
          if (ok) (client as unknown as { deviceId: number }).deviceId = deviceId;
          done(ok ? null : authError(), ok);
        })
        .catch((err) => {
          log('mqtt: authentication failed to run', err);
          done(authError(), false);
        });
    },
    authorizePublish(client, packet, done) {
      if (!client) return done(null); // the server's own publications
      const deviceId = (client as unknown as { deviceId?: number }).deviceId;
      const m = UPLINK.exec(packet.topic);
      if (!m || Number(m[1]) !== deviceId) {
        log(`mqtt: device ${deviceId} may not publish to ${packet.topic.slice(0, 80)}`);
        return done(new Error('topic not allowed'));
      }
      if (ingest.tooManyRejections(deviceId)) return done(new Error('too many rejected messages'));
      ingest
        .receive(deviceId, m[2]!, packet.payload as Buffer)
        // the uplink is stored, not forwarded: nobody subscribes to devices' uplinks through this broker
        .then(() => done(null))
        .catch((err) => {
          log(`mqtt: message from device ${deviceId} not committed, not acknowledged`, err);
          done(err instanceof Error ? err : new Error(String(err)));
        });
    },
    authorizeSubscribe(client, sub, done) {
      const deviceId = (client as unknown as { deviceId?: number }).deviceId;
      if (sub.topic === `devices/${deviceId}/down/#` || sub.topic.startsWith(`devices/${deviceId}/down/`)) return done(null, sub);
      done(null, null); // a failure code in the SUBACK (0x80), the connection stays
    },
    // uplinks are consumed in authorizePublish; forwarding them would let one device read another's data
    authorizeForward(client, packet) {
      if (UPLINK.test(packet.topic)) return null;
      if (client) delivery.forwarded(client, packet);
      return packet;
    },
  });

  // a downlink read later reflects later settings: one read before it must not overwrite its retained copy
  let reads = 0;
  const publishedRead = new Map<number, number>();
  const publishDownlinks = async (deviceIds: number[]) => {
    const read = ++reads;
    const downlinks = await desiredSettingsMany(db, deviceIds);
    await Promise.all(
      deviceIds.map((deviceId) => {
        const downlink = downlinks.get(deviceId);
        if (!downlink || (publishedRead.get(deviceId) ?? 0) > read) return undefined;
        publishedRead.set(deviceId, read);
        return new Promise<void>((resolve, reject) =>
          broker.publish(
            {
              cmd: 'publish',
              topic: `devices/${deviceId}/down/settings`,
              payload: Buffer.from(JSON.stringify(downlink)),
              qos: 1,
              retain: true,
              dup: false,
            },
            (err) => (err ? reject(err) : resolve()),
          ),
        );
      }),
    );
  };
  const pushSettings = (deviceId: number) => publishDownlinks([deviceId]);
  // devices connecting together (a server restart: every device at once) get their downlinks read together
  let connecting: number[] = [];
  let connectTimer: NodeJS.Timeout | null = null;
  const pushOnConnect = (deviceId: number) => {
    connecting.push(deviceId);
    connectTimer ??= setTimeout(() => {
      connectTimer = null;
      const ids = [...new Set(connecting)];
      connecting = [];
      for (let i = 0; i < ids.length; i += 500) {
        const chunk = ids.slice(i, i + 500);
        publishDownlinks(chunk).catch((err) => log(`mqtt: downlinks for ${chunk.length} connecting devices failed`, err));
      }
    }, 20);
  };
  // devices connected now, with their number of connections: the ones to refresh after a missed announcement
  const connected = new Map<number, number>();
  broker.on('clientDisconnect', (client) => {
    const deviceId = (client as unknown as { deviceId?: number }).deviceId;
    if (!deviceId) return;
    const n = (connected.get(deviceId) ?? 1) - 1;
    if (n > 0) connected.set(deviceId, n);
    else connected.delete(deviceId);
  });
  // retained messages live in this broker's memory: refresh a device's downlink whenever it connects, so a
  // restarted server still tells every device what to apply
  broker.on('clientReady', (client) => {
    const deviceId = (client as unknown as { deviceId?: number }).deviceId;
    if (deviceId) connected.set(deviceId, (connected.get(deviceId) ?? 0) + 1);
    if (deviceId) pushOnConnect(deviceId);
  });
  // the device's own client acknowledged (QoS 1 PUBACK) a settings downlink: it is delivered, though not yet applied
  broker.on('ack', (packet, client) => delivery.acked(client, packet as { topic?: string; payload?: Buffer } | undefined));

  // any writer of settings, thresholds or rules announces the device (migration 009): publish its new downlink
  const changes = opts.pool
    ? new SettingsChangeListener({
        pool: opts.pool,
        push: pushSettings,
        resync: () => [...connected.keys()],
        log,
      })
    : null;
  await changes?.start();

  const server = net.createServer(broker.handle);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, opts.host, () => {
        server.off('error', reject);
        const addr = server.address();
        resolve(addr && typeof addr === 'object' ? addr.port : port);
      });
    });
  let port: number;
  try {
    port = await listen(opts.port);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || opts.portExplicit) throw err;
    // another instance on this machine has 1883: take a free port rather than refuse to start
    port = await listen(0);
    log(`mqtt: port ${opts.port} is busy, the broker listens on ${port} instead (set MQTT_PORT to choose)`);
  }

  return {
    port,
    pushSettings,
    async close() {
      if (connectTimer) clearTimeout(connectTimer);
      await changes?.stop();
      // the broker first: it disconnects the clients, which lets the listening socket close
      await new Promise<void>((r) => broker.close(() => r()));
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
