import type { DemoRandom } from '../demo/demoRandom';
import type { SimDevice } from './demoSimDevices';
import { excursionValue } from './excursion';
import { sensorTemperature, signalValue } from './signalValue';

/** A message as the device publishes it on devices/{id}/up/{type} (docs/device-protocol.md). */
export interface OutMessage {
  type: 'data' | 'event' | 'health' | 'gps' | 'overflow';
  body: Record<string, unknown>;
}

export interface DeviceModelOptions {
  /** Chance per reading that the primary value leaves its normal range for a few readings. */
  excursionChance?: number;
  /** Chance per transmission that the device reboots instead. */
  rebootChance?: number;
  /** A health message goes with every this many transmissions (and the first, and after a reboot). */
  healthEvery?: number;
}

interface Sample {
  ms: number;
  values: Record<string, number>;
  temp: number | null;
}

// the ingest refuses messages over 500 readings (parseMessage.ts): a device keeps what fits in one message
const MAX_READINGS = 500;
const SIX_HOURS = 21_600;
const FLAG_REBOOT = 70;
const FLAG_START_UP = 1;

const seconds = (ms: number) => Math.round(ms) / 1000;

/**
 * One simulated device's behaviour, without any transport: it measures on each reading tick, keeps the samples
 * until the next transmission (as a real device buffers between its reading and transmit intervals), sends
 * health every few transmissions, now and then has a short alarm-worthy excursion, and rarely reboots. Every
 * random choice comes from the device's own `rng`, drawn in the same order on every tick, so a seeded run
 * makes the same choices whatever the timing of the other devices.
 */
export class DeviceModel {
  private buffer: Sample[] = [];
  private dropped = 0;
  private transmissions = 0;
  private excursion: { value: number; readsLeft: number } | null = null;
  /** Set when the device rebooted: the start-up messages go out with the next transmission. */
  private rebootedAt: number | null = null;
  private readonly excursionChance: number;
  private readonly rebootChance: number;
  private readonly healthEvery: number;

  constructor(
    readonly device: SimDevice,
    private readonly rng: DemoRandom,
    opts: DeviceModelOptions = {},
  ) {
    this.excursionChance = opts.excursionChance ?? 1 / 1500;
    this.rebootChance = opts.rebootChance ?? 1 / 4000;
    this.healthEvery = opts.healthEvery ?? 4;
  }

  /** Samples every channel at `nowMs` (epoch milliseconds). */
  read(nowMs: number): void {
    const t = nowMs / 1000;
    const primary = this.device.tags[0]!;
    const startsExcursion = this.rng.next() < this.excursionChance;
    if (!this.excursion && startsExcursion) {
      const value = excursionValue(this.device.kind, primary.signal, this.rng);
      if (value !== null) this.excursion = { value, readsLeft: this.rng.int(2, 4) };
    }
    const values: Record<string, number> = {};
    let temp: number | null = null;
    for (const tag of this.device.tags) {
      const noise = { u1: this.rng.next(), u2: this.rng.next() };
      values[tag.tag] = signalValue(tag, t, noise);
      if (tag.withTemp && temp === null) temp = sensorTemperature(this.device.climate, t, noise.u2);
    }
    if (this.excursion) {
      values[primary.tag] = this.excursion.value;
      // the excursion ends after a few readings and the value returns to its curve
      if (--this.excursion.readsLeft <= 0) this.excursion = null;
    }
    this.buffer.push({ ms: nowMs, values, temp });
    const maxSamples = Math.max(1, Math.floor(MAX_READINGS / this.device.tags.length));
    if (this.buffer.length > maxSamples) {
      const over = this.buffer.length - maxSamples;
      this.buffer.splice(0, over);
      this.dropped += over * this.device.tags.length;
    }
  }

  /** Samples waiting for the next transmission. */
  get buffered(): number {
    return this.buffer.length;
  }

  /**
   * The messages to publish now, oldest first; the buffer is emptied. A reboot loses what was buffered and
   * sends nothing this time; the next transmission starts with "Start Up - Reboot" (70), "Start Up" (1), a GPS
   * fix and health, as the firmware does after a restart.
   */
  transmit(nowMs: number): OutMessage[] {
    if (this.rng.next() < this.rebootChance) {
      this.rebootedAt = nowMs;
      this.buffer = [];
      return [];
    }
    const out: OutMessage[] = [];
    const time = seconds(nowMs);
    const rebooted = this.rebootedAt !== null;
    if (this.rebootedAt !== null) {
      out.push({ type: 'event', body: { time: seconds(this.rebootedAt + 2000), flag: FLAG_REBOOT } });
      out.push({ type: 'event', body: { time: seconds(this.rebootedAt + 3000), flag: FLAG_START_UP } });
      const { latitude, longitude } = this.device;
      if (latitude !== null && longitude !== null) {
        // a fresh fix wanders by a metre or two
        const jitter = () => (this.rng.next() - 0.5) * 0.00004;
        out.push({ type: 'gps', body: { time, latitude: round(latitude + jitter(), 6), longitude: round(longitude + jitter(), 6) } });
      }
      this.rebootedAt = null;
    }
    if (rebooted || this.transmissions % this.healthEvery === 0) out.push({ type: 'health', body: this.health(nowMs) });
    if (this.dropped > 0) {
      out.push({ type: 'overflow', body: { time, message: `tx buffer overflow: ${this.dropped} readings dropped` } });
      this.dropped = 0;
    }
    const data = this.dataMessage(nowMs);
    if (data) out.push(data);
    this.buffer = [];
    this.transmissions++;
    return out;
  }

  /** Battery, signal, enclosure temperature, solar share and carrier, as the modem reports them. */
  private health(nowMs: number): Record<string, unknown> {
    const t = nowMs / 1000;
    const d = this.device;
    const noise = { u1: this.rng.next(), u2: this.rng.next() };
    const voltage = signalValue(d.volts, t, noise);
    // microvolts gained over the last six hours (the spec shows it divided by 1000, in mV): solar charging by
    // day, a slow loss by night and for battery packs
    const calm = { u1: 0.5, u2: 0.5 };
    const delta = Math.round((signalValue(d.volts, t, calm) - signalValue(d.volts, t - SIX_HOURS, calm)) * 1e6);
    const body: Record<string, unknown> = {
      time: seconds(nowMs),
      voltage,
      temperature: signalValue(d.enclosure, t, noise),
      csq: signalValue(d.csq, t, { u1: this.rng.next(), u2: 0.5 }),
      // tenths of a percent, as the modem counts it
      solar: d.solar ? Math.min(1000, Math.max(0, Math.round(d.solarTenths + (this.rng.next() - 0.5) * 40))) : 0,
      batteryDelta: delta,
    };
    if (d.carrier) body.carrier = d.carrier;
    return body;
  }

  /**
   * The buffered samples as one data message: the short form (`values` with one time and one sensor
   * temperature) for a single sample whose channels all carry that temperature or all none, else `readings`.
   */
  private dataMessage(nowMs: number): OutMessage | null {
    if (this.buffer.length === 0) return null;
    const tags = this.device.tags;
    const uniform = tags.every((t) => t.withTemp === tags[0]!.withTemp);
    if (this.buffer.length === 1 && uniform) {
      const s = this.buffer[0]!;
      const body: Record<string, unknown> = { time: seconds(s.ms), values: s.values };
      if (s.temp !== null) body.temp = s.temp;
      return { type: 'data', body };
    }
    const readings = this.buffer.flatMap((s) =>
      tags.map((tag) => {
        const r: Record<string, unknown> = { tag: tag.tag, time: seconds(s.ms), value: s.values[tag.tag] };
        if (tag.withTemp && s.temp !== null) r.temp = s.temp;
        return r;
      }),
    );
    return { type: 'data', body: { time: seconds(nowMs), readings } };
  }
}

function round(v: number, dec: number): number {
  const sc = 10 ** dec;
  return Math.round(v * sc) / sc;
}
