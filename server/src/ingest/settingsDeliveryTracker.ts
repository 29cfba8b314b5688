import type { Db } from '../db/connection';
import { recordSettingsDelivery } from './recordSettingsDelivery';

const SETTINGS_DOWNLINK = /^devices\/(\d{1,15})\/down\/settings$/;
const DOWN_FILTER = /^devices\/(\d{1,15})\/down\/(#|\+|settings)$/;

interface Packetish {
  topic?: string;
  payload?: Buffer | string;
  qos?: number;
}

interface DeviceClient {
  deviceId?: number;
  subscriptions?: Record<string, { qos?: number } | undefined>;
}

function versionOf(payload: Buffer | string | undefined): string | null {
  if (payload === undefined) return null;
  try {
    const v = (JSON.parse(payload.toString()) as { version?: unknown }).version;
    return typeof v === 'string' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Records when a device's own MQTT client acknowledges (QoS 1 PUBACK) a settings downlink. Aedes reports a PUBACK with
 * the original packet only for persistent sessions; for clean sessions it reports no packet, so the versions sent to
 * each client at QoS 1 are kept in order here and matched to its PUBACKs, which MQTT sends in the same order. A device
 * receives nothing but its settings downlink (authorizeSubscribe keeps it to devices/{id}/down/), so every PUBACK it
 * sends is for one of them.
 */
export class SettingsDeliveryTracker {
  private readonly inFlight = new WeakMap<object, string[]>();

  constructor(
    private readonly db: Db,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  /** From authorizeForward: a packet is about to be written to this client. */
  forwarded(client: object, packet: Packetish): void {
    const c = client as DeviceClient;
    const m = packet.topic ? SETTINGS_DOWNLINK.exec(packet.topic) : null;
    if (!m || Number(m[1]) !== c.deviceId || (packet.qos ?? 0) < 1 || this.subscribedQos(c) < 1) return;
    const version = versionOf(packet.payload);
    if (version === null) return;
    let queue = this.inFlight.get(client);
    if (!queue) this.inFlight.set(client, (queue = []));
    queue.push(version);
    // a client that never acknowledges must not grow this without bound
    if (queue.length > 100) queue.shift();
  }

  /** From the broker's 'ack' event. */
  acked(client: object | null | undefined, packet: Packetish | undefined): void {
    if (!client) return;
    const deviceId = (client as DeviceClient).deviceId;
    if (!deviceId) return;
    const head = this.inFlight.get(client)?.shift();
    let version: string | null = null;
    if (packet?.topic !== undefined) {
      const m = SETTINGS_DOWNLINK.exec(packet.topic);
      if (m && Number(m[1]) === deviceId) version = versionOf(packet.payload);
    } else {
      version = head ?? null;
    }
    if (version === null) return;
    recordSettingsDelivery(this.db, deviceId, version).catch((err) =>
      this.log(`mqtt: could not record the downlink delivery of device ${deviceId}`, err),
    );
  }

  /** The QoS the client gets its settings topic at (the highest of its matching subscriptions). */
  private subscribedQos(c: DeviceClient): number {
    let qos = 0;
    for (const [filter, sub] of Object.entries(c.subscriptions ?? {})) {
      const m = DOWN_FILTER.exec(filter);
      if (m && Number(m[1]) === c.deviceId) qos = Math.max(qos, sub?.qos ?? 0);
    }
    return qos;
  }
}
