import type pg from 'pg';
import { PgListener } from '../db/pgListener';

/** Migration 009's triggers NOTIFY this channel, payload the device id, whenever a device's downlink may change. */
const DEVICE_SETTINGS_CHANNEL = 'device_settings';

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
 * alarm edits) reaches the devices without calling the broker. The LISTEN connection comes back by itself (PgListener).
 */
export class SettingsChangeListener {
  private readonly listener: PgListener;
  private readonly pending = new Set<number>();
  private readonly running = new Set<number>();
  private flushTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private idle: (() => void)[] = [];

  constructor(private readonly opts: SettingsChangeListenerOptions) {
    this.listener = new PgListener({
      pool: opts.pool,
      channel: DEVICE_SETTINGS_CHANNEL,
      onNotify: (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id) && id > 0) this.enqueue([id]);
      },
      // whatever was announced while nobody listened is lost: publish again what the devices may have missed
      onListening: (again) => {
        if (again && opts.resync) this.enqueue(opts.resync());
      },
      log: (msg, err) => opts.log(`settings: ${msg}`, err),
    });
  }

  async start(): Promise<void> {
    await this.listener.start();
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
    this.flushTimer = null;
    this.pending.clear();
    await this.listener.stop();
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
}
