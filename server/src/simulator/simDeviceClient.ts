import mqtt, { type MqttClient } from 'mqtt';
import type { DemoRandom } from '../demo/demoRandom';
import type { DeviceModel } from './deviceModel';

/** The demo devices' configured reading interval (demoPlan.ts), which `intervalMs` stands for. */
export const DEMO_INTERVAL_SECONDS = 900;
// a device stops sending new messages while this many are unacknowledged (the server is slow or storing
// nothing): it keeps measuring into its buffer instead, as a real device with a flaky link does
const MAX_IN_FLIGHT = 20;
// a refused login (unknown device, wrong secret) is retried slowly: every refusal counts towards the server's
// per-address throttle, which all simulated devices share with any real device on the same host
const REFUSED_RETRY_MS = 60_000;

export interface SimDeviceClientOptions {
  brokerUrl: string;
  /** The simulator's interval: what a 900 s device interval takes here (the time scale, see `scaledMs`). */
  intervalMs: number;
  /** Timing jitter; the device model has its own generator. */
  rng: DemoRandom;
  log: (line: string) => void;
  /** Called for each message the broker acknowledged. */
  onSent: () => void;
}

interface Downlink {
  version: string;
  settings: Record<string, string | number>;
}

function isDownlink(v: unknown): v is Downlink {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.version === 'string' && typeof d.settings === 'object' && d.settings !== null && !Array.isArray(d.settings);
}

/**
 * One simulated device on the wire: its own MQTT connection (username = id, password = secret), a reading timer
 * with jitter, publications at QoS 1 on devices/{id}/up/{type}, and the settings downlink on
 * devices/{id}/down/settings. Device intervals run on a compressed clock: `intervalMs` is what 900 s takes, so
 * with the default 15 000 ms one device second lasts 1/60 s (a 3600 s transmit interval becomes 60 s). Reading
 * times and values stay on the real clock.
 */
export class SimDeviceClient {
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private readEveryMs: number;
  private transmitEveryMs: number;
  private lastTransmit = 0;
  private inFlight = 0;
  private appliedVersion: string | null = null;
  private report: Record<string, string | number> | null = null;
  private reportInFlight = false;
  private stopped = false;
  private readonly logged = new Set<string>();
  private readonly id: number;
  private firstAttempt!: (connected: boolean) => void;
  /** Settles with the outcome of the first connection attempt (the device keeps trying either way). */
  readonly firstConnection = new Promise<boolean>((resolve) => (this.firstAttempt = resolve));

  constructor(
    private readonly model: DeviceModel,
    private readonly opts: SimDeviceClientOptions,
  ) {
    this.id = model.device.id;
    this.readEveryMs = opts.intervalMs;
    this.transmitEveryMs = opts.intervalMs;
  }

  /** A device interval in seconds on the simulator's clock, never so short that a device floods the broker. */
  scaledMs(seconds: number): number {
    return Math.max(20, this.opts.intervalMs / 20, (seconds * this.opts.intervalMs) / DEMO_INTERVAL_SECONDS);
  }

  /** Connects and takes the first reading after `firstDelayMs` (spreads the fleet over one interval). */
  start(firstDelayMs: number): void {
    const client = mqtt.connect(this.opts.brokerUrl, {
      username: String(this.id),
      password: this.model.device.secret,
      // the process id keeps a second simulator from taking over this one's sessions
      clientId: `fieldwatch-sim-${this.id}-${process.pid}`,
      clean: true,
      keepalive: 60,
      connectTimeout: 10_000,
      reconnectPeriod: 2000 + Math.floor(this.opts.rng.next() * 1000),
    });
    this.client = client;
    let subscribed = false;
    client.on('connect', () => {
      this.firstAttempt(true);
      if (this.logged.size > 0) this.opts.log(`device ${this.id}: connected again`);
      this.logged.clear();
      // mqtt.js subscribes again by itself after a reconnect; the retained downlink then comes again, with the
      // version this device already applied, and is ignored
      if (!subscribed) {
        subscribed = true;
        client.subscribe(`devices/${this.id}/down/settings`, { qos: 1 }, (err) => {
          if (err) this.logOnce('subscribe', `device ${this.id}: could not subscribe to its downlink: ${err.message}`);
        });
      }
      this.sendReport();
    });
    client.on('message', (topic, payload) => this.onDownlink(topic, payload));
    client.on('close', () => this.firstAttempt(false));
    client.on('offline', () => {
      if (!this.stopped) this.logOnce('offline', `device ${this.id}: disconnected, reconnecting`);
    });
    client.on('error', (err) => {
      this.firstAttempt(false);
      const code = (err as { code?: number }).code;
      if (code === 4 || code === 5) {
        this.logOnce('refused', `device ${this.id}: login refused (${err.message}); retrying every ${REFUSED_RETRY_MS / 1000} s`);
        // mqtt.js does not retry a refused login by itself
        if (!this.stopped && !this.retry) {
          this.retry = setTimeout(() => {
            this.retry = null;
            if (!this.stopped) client.reconnect();
          }, REFUSED_RETRY_MS);
        }
        return;
      }
      this.logOnce(`error:${err.message}`, `device ${this.id}: ${err.message}`);
    });
    this.schedule(firstDelayMs);
  }

  /** Stops measuring and closes the connection, waiting briefly for unacknowledged messages. */
  async stop(graceMs = 2000): Promise<void> {
    this.stopped = true;
    this.firstAttempt(false);
    if (this.timer) clearTimeout(this.timer);
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    if (!client) return;
    if (!client.connected) {
      await client.endAsync(true);
      return;
    }
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((r) => (timeout = setTimeout(() => r(true), graceMs)));
    const late = await Promise.race([client.endAsync(false).then(() => false), timedOut]);
    clearTimeout(timeout);
    // the broker never acknowledged (database down): drop the socket rather than wait for it
    if (late) client.stream.destroy();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => this.tick(), delayMs);
  }

  private tick(): void {
    if (this.stopped) return;
    const now = Date.now();
    this.model.read(now);
    // half an interval of slack: jitter must not push a transmission to the following reading
    const due = now - this.lastTransmit >= this.transmitEveryMs - this.readEveryMs / 2;
    if (due && this.canPublish()) {
      this.lastTransmit = now;
      for (const m of this.model.transmit(now)) this.publish(`devices/${this.id}/up/${m.type}`, m.body, () => {});
    }
    this.sendReport();
    // ±5% per reading keeps the devices from falling into step with each other
    this.schedule(this.readEveryMs * (0.95 + 0.1 * this.opts.rng.next()));
  }

  private canPublish(): boolean {
    return Boolean(this.client?.connected) && this.inFlight < MAX_IN_FLIGHT;
  }

  private publish(topic: string, body: Record<string, unknown>, done: (ok: boolean) => void): void {
    this.inFlight++;
    this.client!.publish(topic, JSON.stringify(body), { qos: 1 }, (err) => {
      this.inFlight--;
      if (err) this.logOnce(`publish:${err.message}`, `device ${this.id}: a message was not acknowledged: ${err.message}`);
      else this.opts.onSent();
      done(!err);
    });
  }

  /**
   * A new downlink: adopt its reading and transmit intervals (on the compressed clock) and report every desired
   * value back with the downlink's version as `config_version`, which is how the server learns the device
   * applied it. The same version again (the retained copy after a reconnect) changes nothing.
   */
  private onDownlink(topic: string, payload: Buffer): void {
    if (topic !== `devices/${this.id}/down/settings`) return;
    let downlink: unknown;
    try {
      downlink = JSON.parse(payload.toString());
    } catch {
      downlink = null;
    }
    if (!isDownlink(downlink)) {
      this.logOnce('downlink', `device ${this.id}: ignored a downlink that is not {version, settings}`);
      return;
    }
    if (downlink.version === this.appliedVersion) return;
    const reading = Number(downlink.settings.interval_reading);
    const transmit = Number(downlink.settings.interval_transmit);
    if (Number.isFinite(reading) && reading > 0) this.readEveryMs = this.scaledMs(reading);
    if (Number.isFinite(transmit) && transmit > 0) this.transmitEveryMs = this.scaledMs(transmit);
    // a device cannot transmit more often than it reads
    this.transmitEveryMs = Math.max(this.transmitEveryMs, this.readEveryMs);
    this.appliedVersion = downlink.version;
    this.report = { ...downlink.settings, config_version: downlink.version };
    this.opts.log(
      `device ${this.id}: applied settings ${downlink.version} (reading every ${Math.round(this.readEveryMs)} ms, transmitting every ${Math.round(this.transmitEveryMs)} ms)`,
    );
    this.sendReport();
  }

  /** Sends the pending settings report; kept until the broker acknowledges it, then retried on the next tick. */
  private sendReport(): void {
    const report = this.report;
    if (!report || this.reportInFlight || !this.canPublish()) return;
    this.reportInFlight = true;
    this.publish(`devices/${this.id}/up/settings`, { time: Date.now() / 1000, settings: report }, (ok) => {
      this.reportInFlight = false;
      if (ok && this.report === report) this.report = null;
    });
  }

  private logOnce(key: string, line: string): void {
    if (this.logged.has(key)) return;
    this.logged.add(key);
    this.opts.log(line);
  }
}
