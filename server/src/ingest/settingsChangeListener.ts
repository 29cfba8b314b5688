import pg from 'pg';

/** Migration 009's triggers NOTIFY this channel, payload the device id, whenever a device's downlink may change. */
export const DEVICE_SETTINGS_CHANNEL = 'device_settings';

export interface SettingsChangeListenerOptions {
  /** The database's pool: its settings open one dedicated LISTEN connection (no pool client is held). */
  pool: pg.Pool;
  /** Publishes the device's current downlink. Never runs twice at once for one device. */
  push: (deviceId: number) => Promise<void>;
  /**
   * After the LISTEN connection was lost and is back: the devices whose downlink should be published again, since
   * changes announced meanwhile were missed (the embedded broker: its connected devices).
   */
  resync?: () => number[];
  log: (msg: string, err?: unknown) => void;
  /** Changes of one device within this window become one push. Default 100 ms. */
  debounceMs?: number;
  /** Pushes in flight at once (a mass update announces thousands of devices). Default 16. */
  concurrency?: number;
}

/**
 * Listens on `device_settings` and pushes the announced devices' downlinks, so any writer (device page, mass update,
 * alarm edits) reaches the devices without calling the broker. Reconnects with a growing delay, like the alarm
 * engine's listener and the live bus.
 */
export class SettingsChangeListener {
  private client: pg.Client | null = null;
  private readonly pending = new Set<number>();
  private readonly running = new Set<number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = 1000;
  private stopped = false;
  private everConnected = false;
  private idle: (() => void)[] = [];

  constructor(private readonly opts: SettingsChangeListenerOptions) {}

  async start(): Promise<void> {
    await this.connect();
  }

  /** Announces devices as a notification would (also used on resync). */
  enqueue(deviceIds: Iterable<number>): void {
    if (this.stopped) return;
    for (const id of deviceIds) this.pending.add(id);
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      this.flush();
    }, this.opts.debounceMs ?? 100);
  }

  /** Resolves once nothing is waiting or being pushed (tests, shutdown). */
  async settled(): Promise<void> {
    if (this.pending.size === 0 && this.running.size === 0 && !this.flushTimer) return;
    await new Promise<void>((r) => this.idle.push(r));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.flushTimer = null;
    this.pending.clear();
    const c = this.client;
    this.client = null;
    if (c) {
      c.removeAllListeners('end');
      c.on('error', () => {});
      await c.end().catch(() => {});
    }
    if (this.running.size === 0) this.wakeIdle();
  }

  private flush(): void {
    const limit = this.opts.concurrency ?? 16;
    for (const id of this.pending) {
      if (this.running.size >= limit) break;
      // one push per device at a time: a later push reads later settings, so the retained copy ends up the newest
      if (this.running.has(id)) continue;
      this.pending.delete(id);
      this.running.add(id);
      this.opts
        .push(id)
        .catch((err) => this.opts.log(`settings: the downlink of device ${id} was not published`, err))
        .finally(() => {
          this.running.delete(id);
          if (this.pending.size > 0 && !this.stopped) this.flush();
          else if (this.running.size === 0 && !this.flushTimer) this.wakeIdle();
        });
    }
  }

  private wakeIdle(): void {
    for (const w of this.idle.splice(0)) w();
  }

  private async connect(): Promise<void> {
    if (this.stopped || this.client) return;
    const client = new pg.Client(this.opts.pool.options);
    client.on('notification', (n) => {
      if (n.channel !== DEVICE_SETTINGS_CHANNEL || !n.payload) return;
      const id = Number(n.payload);
      if (Number.isSafeInteger(id) && id > 0) this.enqueue([id]);
    });
    client.on('error', (err) => {
      this.opts.log('settings: the device_settings listener failed', err);
      this.drop(client);
    });
    client.on('end', () => this.drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${DEVICE_SETTINGS_CHANNEL}`);
    } catch (err) {
      this.opts.log('settings: cannot listen to device_settings; retrying', err);
      client.removeAllListeners('end');
      client.on('error', () => {});
      client.end().catch(() => {});
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.reconnectDelay = 1000;
    // whatever was announced while nobody listened is lost: publish again what the devices may have missed
    if (this.everConnected && this.opts.resync) this.enqueue(this.opts.resync());
    this.everConnected = true;
  }

  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners('end');
    client.on('error', () => {});
    client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, 30_000);
  }
}
