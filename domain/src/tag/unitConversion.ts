import { tagType } from './tagCatalogue';

/**
 * Conversions between a tag's base unit (the first unit option of the catalogue: values are stored in it) and each
 * display unit of spec 1 §9. A unit that cannot be converted (unknown, or gallons without a tank strap
 * calibration, or the vibration units, which need a frequency) converts to null.
 */

/** What some conversions need beyond the value: the fluid's specific gravity and the tank strap. */
export interface ConversionOptions {
  /** Specific gravity of the fluid for a level shown in psi (water column); 1 when absent. */
  sg?: number | null;
  /**
   * The tank's volume in gallons at a level in inches (its strapping table, gallons per inch, or height, volume and
   * shape: calibratedReading.ts), for a level shown in gallons; without it gallons cannot be shown.
   */
  gallonsAt?: ((levelInches: number) => number | null) | null;
}

/** 1 psi is this many feet of water (spec: water column). */
export const FEET_OF_WATER_PER_PSI = 2.3067;
export const INHG_PER_PSI = 2.036021;
export const BAR_PER_PSI = 0.0689476;
export const OZ_IN2_PER_PSI = 16;
export const MM_PER_INCH = 25.4;
export const GALLONS_PER_BARREL = 42;
/** 1 barrel is 5.614583 cubic feet; MCF is 1000 cubic feet and MMCF 1000 MCF. */
export const CUBIC_FEET_PER_BARREL = 5.614583;

interface Conversion {
  toDisplay(base: number, o: ConversionOptions): number | null;
  toBase(display: number, o: ConversionOptions): number | null;
}

const identity: Conversion = { toDisplay: (v) => v, toBase: (v) => v };
const scale = (factor: number): Conversion => ({ toDisplay: (v) => v * factor, toBase: (v) => v / factor });

const sgOf = (o: ConversionOptions) => (o.sg && o.sg > 0 ? o.sg : 1);
/** The level (inches) at which a non-decreasing volume function reaches `gallons`, by bisection. */
function levelAtGallons(gallonsAt: (inches: number) => number | null, gallons: number): number | null {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const v = gallonsAt(hi);
    if (v === null) return null;
    if (v >= gallons) break;
    lo = hi;
    hi *= 2;
  }
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const v = gallonsAt(mid);
    if (v === null) return null;
    if (v < gallons) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Level in feet shown as the pressure of that column of fluid. */
const waterColumn: Conversion = {
  toDisplay: (ft, o) => (ft * sgOf(o)) / FEET_OF_WATER_PER_PSI,
  toBase: (psi, o) => (psi * FEET_OF_WATER_PER_PSI) / sgOf(o),
};

const levelGallons: Conversion = {
  toDisplay: (ft, o) => (o.gallonsAt ? o.gallonsAt(ft * 12) : null),
  toBase: (gal, o) => {
    if (!o.gallonsAt) return null;
    const inches = levelAtGallons(o.gallonsAt, gal);
    return inches === null ? null : inches / 12;
  },
};

/** Strokes per minute shown as seconds per stroke: sps = 60 / spm (a stopped pump is infinitely slow). */
const strokes: Conversion = {
  toDisplay: (spm) => (spm === 0 ? Infinity : 60 / spm),
  toBase: (sps) => (sps === 0 ? Infinity : 60 / sps),
};

const fahrenheit: Record<string, Conversion> = {
  f: identity,
  c: { toDisplay: (f) => ((f - 32) * 5) / 9, toBase: (c) => (c * 9) / 5 + 32 },
};

const PRESSURE: Record<string, Conversion> = {
  psi: identity,
  'psi full': identity,
  inhg: scale(INHG_PER_PSI),
  bar: scale(BAR_PER_PSI),
  'oz/in^2': scale(OZ_IN2_PER_PSI),
};

const LEVEL: Record<string, Conversion> = {
  ft: identity,
  in: scale(12),
  psi: waterColumn,
  'psi full': waterColumn,
  gln: levelGallons,
  gallons: levelGallons,
};

const INCHES: Record<string, Conversion> = {
  in: identity,
  mm: scale(MM_PER_INCH),
  ft: scale(1 / 12),
};

const FLOW: Record<string, Conversion> = {
  'bbls/day': identity,
  'gallons/day': scale(GALLONS_PER_BARREL),
  'mcf/d': scale(CUBIC_FEET_PER_BARREL / 1000),
  'mmcf/d': scale(CUBIC_FEET_PER_BARREL / 1_000_000),
};

/** Conversions per tag code, keyed by lower-case display unit; the base unit converts as identity. */
const BY_TAG: Record<string, Record<string, Conversion>> = {
  psr: PRESSURE,
  spsr: LEVEL,
  dspsr: LEVEL,
  dist: INCHES,
  sonr: INCHES,
  puls: FLOW,
  pult: FLOW,
  temp: fahrenheit,
  _t: fahrenheit,
  volt: { mv: identity, v: scale(1 / 1000) },
  // production in barrels once the turbine's k-factor is applied (calibratedReading)
  cumulative_pulses: { bbls: identity, mbbls: scale(1 / 1000) },
  rot: { spm: identity, sps: strokes },
};

/** The unit values of this tag are stored in: the first unit option of its type ('' when it has none). */
export function baseUnitOf(tag: string): string {
  return tagType(tag)?.units[0]?.unit ?? '';
}

function conversionFor(tag: string, unit: string | null | undefined): Conversion | null {
  const u = (unit ?? '').trim().toLowerCase();
  if (u === '' || u === baseUnitOf(tag).toLowerCase()) return identity;
  const table = Object.hasOwn(BY_TAG, tag) ? BY_TAG[tag] : undefined;
  return table && Object.hasOwn(table, u) ? table[u]! : null;
}

/** Whether the unit shows a larger stored value as a smaller one (seconds per stroke: 60 / strokes per minute). */
export function unitReversesOrder(tag: string, unit: string | null | undefined): boolean {
  return conversionFor(tag, unit) === strokes;
}

/** Whether a value of the tag can be shown in the unit (with these options). */
export function canConvert(tag: string, unit: string | null | undefined, o: ConversionOptions = {}): boolean {
  const c = conversionFor(tag, unit);
  return c !== null && c.toDisplay(1, o) !== null;
}

/**
 * The unit a tag's values are in when shown in `unit`: that unit when they can be converted to it, else the base
 * unit they stay in (the tables show such a reading as stored: a vibration asked for in in/s, which needs a frequency;
 * gallons of a tank with no volume calibration). Every table header and export column names this one, so no column
 * names a unit its numbers are not in.
 */
export function shownUnit(tag: string, unit: string | null | undefined, o: ConversionOptions = {}): string {
  return canConvert(tag, unit, o) ? (unit ?? '') : baseUnitOf(tag);
}

/**
 * Decimals a reading is shown with, by unit (lower case), where three are too few: a turbine's MMCF/D is a
 * thousandth of its MCF/D (3,000 bbls/day is 0.0168 MMCF/D), which three decimals would show as 0.017 and a day of
 * a few barrels as 0.
 */
const UNIT_DECIMALS: Record<string, number> = { 'mmcf/d': 6 };

/** How many decimals a reading in the unit is shown with: three, more for the units listed above. */
function unitDecimals(unit: string | null | undefined): number {
  const u = (unit ?? '').trim().toLowerCase();
  return Object.hasOwn(UNIT_DECIMALS, u) ? UNIT_DECIMALS[u]! : 3;
}

/**
 * A shown reading rounded to its unit's precision (unitDecimals): the one rounding of the readings table, the Table
 * tab and every export that writes a reading, so a spreadsheet holds the numbers the screen shows.
 */
export function roundShownValue(value: number, unit: string | null | undefined): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** unitDecimals(unit);
  return Math.round(value * f) / f;
}

/** A stored (base-unit) value of the tag in the display unit; null when it cannot be converted. */
export function toDisplayUnit(tag: string, baseValue: number, unit: string | null | undefined, o: ConversionOptions = {}): number | null {
  const c = conversionFor(tag, unit);
  return c ? c.toDisplay(baseValue, o) : null;
}

/** A value entered in the display unit, in the tag's base unit (as stored); null when it cannot be converted. */
export function fromDisplayUnit(
  tag: string,
  displayValue: number,
  unit: string | null | undefined,
  o: ConversionOptions = {},
): number | null {
  const c = conversionFor(tag, unit);
  return c ? c.toBase(displayValue, o) : null;
}

const UNIT_LABELS: Record<string, string> = {
  inhg: 'inHg',
  gln: 'gallons',
  f: '°F',
  c: '°C',
  mv: 'mV',
  v: 'V',
};

/** How a unit is written after a value in messages ('inhg' → 'inHg', 'f' → '°F'). */
export function unitLabel(unit: string | null | undefined): string {
  const u = (unit ?? '').trim();
  return Object.hasOwn(UNIT_LABELS, u.toLowerCase()) ? UNIT_LABELS[u.toLowerCase()]! : u;
}

/** Half away from zero at two decimals, on the decimal digits (212.345 → 212.35, which toFixed makes 212.34). */
function round2(v: number): number {
  const r = Math.sign(v) * Number(`${Math.round(Number(`${Math.abs(v)}e2`))}e-2`);
  return Number.isFinite(r) ? r : Number(v.toFixed(2));
}

/** A value for a message: at most two decimals, no trailing zeros; '∞' for a stopped pump in seconds per stroke. */
export function formatMeasurement(value: number | null, unit: string | null | undefined): string {
  if (value === null || Number.isNaN(value)) return 'N/A';
  const n = Number.isFinite(value) ? String(round2(value)) : value > 0 ? '∞' : '-∞';
  const label = unitLabel(unit);
  if (!label) return n;
  return label.startsWith('°') || label === '%' ? `${n}${label}` : `${n} ${label}`;
}
