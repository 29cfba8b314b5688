import type { DemoRandom } from './demoRandom';

/**
 * Parameters of one synthetic series. The shapes are evaluated inside PostgreSQL (seedReadings.ts), so they are
 * plain numbers; each shape reads only the fields it documents.
 *
 * - tank:   sawtooth from `lo` up to about `hi` over `per` seconds, then a 90-minute haul-off back to `lo`
 * - wander: `base` plus two slow sines of amplitude `amp` (period `per`), noise `nz`, daily coupling `tr`
 * - rate:   like wander but never below zero (flow rates)
 * - pump:   like rate, with 6-hour stops (value 0) about 6% of the time
 * - cumul:  production counter: `lo` plus `base` per day since `e0`, never decreasing
 * - vib:    `base` with rare spikes up to `amp`
 * - daily:  `base` plus a daily cycle `amp` (negative: peaks at night) and seasonal `sa`, clipped to lo..hi
 * - steps:  valve positions 0/25/50/75/100 held for 8 hours
 * - volts:  battery: `base` at the last reading, `tr` volts per day of drift, daily charge cycle `amp`
 * - csq:    integer signal quality around `base`, 0..31
 */
type SignalShape = 'tank' | 'wander' | 'rate' | 'pump' | 'cumul' | 'vib' | 'daily' | 'steps' | 'volts' | 'csq';

export interface Signal {
  sig: SignalShape;
  lo: number;
  hi: number;
  per: number;
  ph: number;
  amp: number;
  nz: number;
  base: number;
  tr: number;
  sa: number;
  e0: number;
  /**
   * Radar and sonar: the sensor sits this many inches above the tank bottom and reports the distance down to the
   * fluid, so the stored value is `top` minus the shape's level (never below 0). 0: the level itself.
   */
  top: number;
  /** Decimal places kept. */
  dec: number;
}

export interface Climate {
  /** Mean air temperature (F), daily half-swing, seasonal half-swing. */
  base: number;
  daily: number;
  seasonal: number;
}

const DAY = 86_400;

function signal(sig: SignalShape, fields: Partial<Omit<Signal, 'sig'>>): Signal {
  return { sig, lo: 0, hi: 0, per: DAY, ph: 0, amp: 0, nz: 0, base: 0, tr: 0, sa: 0, e0: 0, top: 0, dec: 2, ...fields };
}

export interface SignalContext {
  rng: DemoRandom;
  climate: Climate;
  fluid: 'oil' | 'water' | null;
  solar: boolean;
  lowBattery: boolean;
  /** Epoch seconds the device was installed (the production counter starts there). */
  installEpoch: number;
  /** Radar and sonar: the tank height in inches (the sensor's height above the bottom); a typical tank when absent. */
  tankHeight?: number | null;
}

/** The series shape of a tag: plausible ranges per sensor kind, varied per device by its own PRNG. */
export function signalFor(tag: string, ctx: SignalContext): Signal {
  const { rng, climate } = ctx;
  const phase = rng.range(0, 2 * Math.PI);
  switch (tag) {
    case 'spsr':
    case 'dspsr': {
      // feet of fluid: oil tanks are hauled at 12-16 ft, water tanks turn over faster
      const water = ctx.fluid === 'water';
      return signal('tank', {
        lo: rng.range(1, 2.5),
        hi: water ? rng.range(9, 12) : rng.range(12.5, 16),
        per: rng.range(water ? 2.5 : 4, water ? 4 : 7.5) * DAY,
        ph: rng.range(0, 10 * DAY),
        nz: 0.02,
        dec: 3,
      });
    }
    case 'dist':
      return signal('tank', {
        lo: rng.range(24, 48),
        hi: rng.range(150, 210),
        per: rng.range(3, 6) * DAY,
        ph: rng.range(0, 10 * DAY),
        nz: 0.3,
        dec: 1,
        top: ctx.tankHeight ?? 240,
      });
    case 'sonr':
      return signal('tank', {
        lo: rng.range(6, 12),
        hi: rng.range(44, 54),
        per: rng.range(2, 5) * DAY,
        ph: rng.range(0, 10 * DAY),
        nz: 0.15,
        dec: 2,
        top: ctx.tankHeight ?? 60,
      });
    case 'psr': {
      const base = rng.pick([35, 60, 85, 120, 160, 210]) + rng.range(-5, 5);
      return signal('wander', {
        base,
        amp: base * rng.range(0.04, 0.1),
        per: rng.range(3, 9) * DAY,
        ph: phase,
        nz: base * 0.01,
        tr: base * 0.015,
        dec: 2,
      });
    }
    case 'rot':
      return signal('pump', { base: rng.range(6, 10), amp: 0.6, per: rng.range(5, 12) * DAY, ph: phase, nz: 0.25, dec: 2 });
    case 'puls': {
      const base = rng.range(180, 900);
      return signal('rate', { base, amp: base * 0.12, per: rng.range(6, 14) * DAY, ph: phase, nz: base * 0.04, dec: 1 });
    }
    case 'cumulative_pulses': {
      const base = rng.range(180, 900);
      return signal('cumul', {
        lo: rng.int(20_000, 90_000),
        base,
        amp: 0.12,
        per: rng.range(6, 14) * DAY,
        ph: phase,
        e0: ctx.installEpoch,
        dec: 1,
      });
    }
    case 'flw': {
      const base = rng.range(25, 110);
      return signal('rate', { base, amp: base * 0.1, per: rng.range(4, 10) * DAY, ph: phase, nz: base * 0.03, dec: 2 });
    }
    case 'vib':
      return signal('vib', { base: rng.range(0.04, 0.12), amp: rng.range(0.2, 0.35), nz: 0.01, dec: 4 });
    case 'temp':
      // process temperatures (heater treaters, discharge lines) barely follow the weather
      return signal('daily', { base: rng.range(95, 165), amp: rng.range(3, 8), sa: 3, nz: 0.8, lo: 0, hi: 500, dec: 1 });
    case 'hum':
      return signal('daily', { base: rng.range(45, 60), amp: -rng.range(15, 22), sa: -6, nz: 2.5, lo: 8, hi: 97, dec: 1 });
    case 'vlv':
      return signal('steps', { nz: 0.4, dec: 1 });
    case '_v':
      if (ctx.solar) {
        return ctx.lowBattery
          ? signal('volts', { base: rng.range(3.48, 3.56), tr: -0.0045, amp: 0.03, nz: 0.004, dec: 3 })
          : signal('volts', { base: rng.range(3.98, 4.16), tr: 0, amp: 0.05, nz: 0.006, dec: 3 });
      }
      return ctx.lowBattery
        ? signal('volts', { base: rng.range(4.55, 4.66), tr: -0.012, amp: 0.01, nz: 0.005, dec: 3 })
        : signal('volts', { base: rng.range(5.9, 6.2), tr: -0.0015, amp: 0.01, nz: 0.005, dec: 3 });
    case '_csq':
      return signal('csq', { base: rng.range(10, 26), per: rng.range(2, 6) * DAY, ph: phase, nz: 2, dec: 0 });
    case '_t':
      // the enclosure sits in the sun: hotter and swinging more than the air
      return signal('daily', {
        base: climate.base + 9,
        amp: climate.daily + 7,
        sa: climate.seasonal,
        nz: 0.8,
        lo: -40,
        hi: 150,
        dec: 1,
      });
    default:
      return signal('wander', { base: 10, amp: 1, per: 5 * DAY, ph: phase, nz: 0.1 });
  }
}
