import type { Climate, Signal } from '../demo/demoSignals';
import { pgUniform } from './pgHashInt8';

const DAY = 86_400;
const YEAR = 31_557_600;
// the hash regions seedReadings.ts lays out per tag: seed << 24, plus these offsets for the slow draws
const CYCLE_REGION = 4_194_304n;
const SLOT_REGION = 8_388_608n;
const STEP_REGION = 12_582_912n;

/** Two uniform draws in [0, 1) for the noise of one sample (the history hashes the sample index instead). */
export interface Noise {
  u1: number;
  u2: number;
}

/**
 * Where a tag's series lives: its shape, the hash seed its history was drawn with (tag seed in demoPlan.ts), and
 * for `volts` the time the battery had its `base` voltage.
 */
export interface SeriesOf {
  signal: Signal;
  seed: number;
  /** Epoch seconds the `volts` drift is measured from. */
  anchor: number;
}

/** Air temperature terms of seedReadings.ts: peak mid-afternoon in Texas (21:00 UTC), low in mid-January. */
function dayCycle(t: number): number {
  return Math.cos(2 * Math.PI * (t / DAY - 0.875));
}

function seasonCycle(t: number): number {
  return -Math.cos(2 * Math.PI * (t / YEAR - 0.0383));
}

function round(v: number, dec: number): number {
  const sc = 10 ** dec;
  return Math.round(v * sc) / sc;
}

/**
 * The value a tag's demo series has at epoch second `t`: the same formulas seedReadings.ts evaluates in SQL,
 * including the hash-drawn choices (tank fill height per cycle, pump stops per 6-hour slot, valve position per
 * 8-hour step), so readings sent now sit on the curve the seeded history drew and the chart continues without a
 * jump. Only the per-sample noise differs: it comes from `noise`.
 */
export function signalValue(series: SeriesOf, t: number, noise: Noise): number {
  const p = series.signal;
  const h = BigInt(series.seed) << 24n;
  const { u1, u2 } = noise;
  const day = dayCycle(t);
  const slow = Math.sin((2 * Math.PI * t) / p.per + p.ph);
  const wave = p.amp * (0.6 * slow + 0.4 * Math.sin((2 * Math.PI * t) / (p.per * 0.37) + 1.7 * p.ph));
  let v: number;
  switch (p.sig) {
    case 'tank': {
      const cyc = (t + p.ph) / p.per;
      const frac = cyc - Math.floor(cyc);
      const ucyc = pgUniform(h + CYCLE_REGION + BigInt(Math.floor(cyc)));
      // slow fill to this cycle's top, then a truck hauls it down in the last 90 minutes
      const fill = 1 - 5400 / p.per;
      const top = p.hi - (p.hi - p.lo) * 0.3 * ucyc;
      const level = frac < fill ? p.lo + ((top - p.lo) * frac) / fill : top - ((top - p.lo) * (frac - fill)) / (1 - fill);
      v = Math.max(0, p.nz * (u1 - 0.5) * 2 + level);
      break;
    }
    case 'wander':
      v = p.base + wave + p.nz * (u1 - 0.5) * 2 + p.tr * day;
      break;
    case 'rate':
      v = Math.max(0, p.base + wave + p.nz * (u1 - 0.5) * 2);
      break;
    case 'pump': {
      const uslot = pgUniform(h + SLOT_REGION + BigInt(Math.floor(t / 21_600)));
      v = uslot < 0.06 ? 0 : Math.max(0, p.base + p.amp * slow + p.nz * (u1 - 0.5) * 2);
      break;
    }
    case 'cumul':
      // never decreasing: the sine's slope is at most amp (12%) of the mean rate
      v = p.lo + (p.base * (t - p.e0)) / DAY + ((p.amp * p.base * p.per) / (2 * Math.PI * DAY)) * slow;
      break;
    case 'vib':
      v = Math.max(0, p.base + p.amp * u1 ** 20 + p.nz * (u2 - 0.5) * 2 + 0.01 * day);
      break;
    case 'daily':
      v = Math.min(p.hi, Math.max(p.lo, p.base + p.amp * day + p.sa * seasonCycle(t) + p.nz * (u1 - 0.5) * 2));
      break;
    case 'steps': {
      const ustep = pgUniform(h + STEP_REGION + BigInt(Math.floor(t / 28_800)));
      v = Math.min(100, Math.max(0, Math.floor(ustep * 5) * 25 + p.nz * (u1 - 0.5) * 2));
      break;
    }
    case 'volts':
      v = p.base + p.amp * day + (p.tr * (t - series.anchor)) / DAY + p.nz * (u1 - 0.5) * 2;
      break;
    case 'csq':
      v = Math.min(31, Math.max(0, Math.round(p.base + 2 * slow + p.nz * (u1 - 0.5) * 2)));
      break;
  }
  return round(p.top > 0 ? Math.max(0, p.top - v) : v, p.dec);
}

/** The sensor's own temperature reported with level and pressure readings (°F), as the history has it. */
export function sensorTemperature(climate: Climate, t: number, u2: number): number {
  return round(climate.base + 4 + climate.daily * dayCycle(t) + climate.seasonal * seasonCycle(t) + (u2 - 0.5) * 2, 1);
}
