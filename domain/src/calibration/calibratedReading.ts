import type { ConversionOptions } from '../tag/unitConversion';
import { REPORT_DEFAULT_K_FACTOR } from './calibrationDefaults';
import { specificGravityOf, turbineBarrels, volumeFromShape, gallonsFromLevel } from './calibratedValue';
import { volumeFromStrap, type StrapPoint } from './tankStrapping';

/**
 * How a tag's newest calibration changes what its readings show (spec 2 §2.2, §3): the graph, the table,
 * the cards and the alarm engine all go through these functions, so a value alarms exactly where it is drawn.
 *
 * - radar and sonar (dist, sonr) measure the distance from the tank top down to the fluid: with a tank height the
 *   shown value is the level, tank height minus distance;
 * - the offset the calibration stores (set from the level the user measured) is added to the level (spsr, dspsr,
 *   dist, sonr) or pressure (psr);
 * - the fluid's specific gravity (from API for oil, TDS for water, as entered for chemicals) converts a level to the
 *   pressure of that column and back (the psi display units);
 * - a level becomes a volume from the named tank's strapping table, else the gallons per inch, else the tank's
 *   height, volume and shape;
 * - a turbine's production counter (cumulative_pulses, read with the puls tag's calibration) becomes barrels: pulses
 *   divided by the k-factor plus the production offset, with the turbine report's k-factor when there is none.
 */
export interface ShownCalibration {
  offset?: number | null;
  fluid?: string | null;
  api?: number | null;
  tds?: number | null;
  sg?: number | null;
  tankHeight?: number | null;
  tankVolume?: number | null;
  tankShape?: string | null;
  gallonsPerInch?: number | null;
  /** Turbines: pulses per barrel and the barrels counted before the meter (for cumulative_pulses). */
  kFactor?: number | null;
  productionOffset?: number | null;
  /** The strapping table of the tank the calibration names (inches → gallons); empty or absent when none. */
  strap?: readonly StrapPoint[] | null;
}

/** The tag whose calibration a tag is shown through: a turbine's production counter reads its turbine's k-factor. */
export function calibrationSourceTag(tag: string): string {
  return tag === 'cumulative_pulses' ? 'puls' : tag;
}

/** Tags whose calibration offset moves the shown value. */
const OFFSET_TAGS = new Set(['spsr', 'dspsr', 'psr', 'dist', 'sonr']);
/** Tags that measure the distance down to the fluid: level = tank height − distance. */
const DISTANCE_TAGS = new Set(['dist', 'sonr']);

export function measuresDistance(tag: string): boolean {
  return DISTANCE_TAGS.has(tag);
}

/** The reading as the calibration makes it, before its offset: a radar/sonar distance as a level. */
export function uncalibratedLevel(tag: string, raw: number, cal: ShownCalibration | null | undefined): number {
  const h = cal?.tankHeight;
  if (DISTANCE_TAGS.has(tag) && h != null && h > 0) return Math.max(0, h - raw);
  return raw;
}

/** A stored reading as shown, in the tag's base unit: level from distance, plus the offset. */
export function calibratedReading(tag: string, raw: number, cal: ShownCalibration | null | undefined): number {
  if (tag === 'cumulative_pulses') {
    const k = cal?.kFactor != null && cal.kFactor > 0 ? cal.kFactor : REPORT_DEFAULT_K_FACTOR;
    return turbineBarrels(raw, k, cal?.productionOffset ?? 0) ?? raw;
  }
  if (!cal) return raw;
  const level = uncalibratedLevel(tag, raw, cal);
  return OFFSET_TAGS.has(tag) && cal.offset != null && Number.isFinite(cal.offset) ? level + cal.offset : level;
}

/**
 * The reading a device would send for a value as shown in the base unit: the inverse of calibratedReading (offset,
 * level from distance, a turbine's barrels from pulses). `reversed` when a larger shown value is a smaller reading
 * (radar and sonar measure the distance down to the fluid: a higher level is a shorter distance).
 */
export function deviceReadingFor(
  tag: string,
  shown: number,
  cal: ShownCalibration | null | undefined,
): { value: number; reversed: boolean } {
  if (tag === 'cumulative_pulses') {
    const k = cal?.kFactor != null && cal.kFactor > 0 ? cal.kFactor : REPORT_DEFAULT_K_FACTOR;
    return { value: (shown - (cal?.productionOffset ?? 0)) * k, reversed: false };
  }
  if (!cal) return { value: shown, reversed: false };
  const level = OFFSET_TAGS.has(tag) && cal.offset != null && Number.isFinite(cal.offset) ? shown - cal.offset : shown;
  const h = cal.tankHeight;
  if (measuresDistance(tag) && h != null && h > 0) return { value: h - level, reversed: true };
  return { value: level, reversed: false };
}

/** A function from a level in inches to gallons: the strap, then gallons per inch, then height, volume and shape. */
export function tankGallonsAt(cal: ShownCalibration | null | undefined): ((levelInches: number) => number | null) | null {
  if (!cal) return null;
  const strap = cal.strap;
  if (strap && strap.length) return (inches) => volumeFromStrap(inches, strap);
  const gpi = cal.gallonsPerInch;
  if (gpi != null && gpi > 0) return (inches) => gallonsFromLevel(inches, gpi);
  const { tankHeight, tankVolume, tankShape } = cal;
  if (tankHeight != null && tankHeight > 0 && tankVolume != null && tankVolume > 0 && tankShape) {
    const shape = tankShape === 'horizontal' ? 'horizontal' : 'vertical';
    return (inches) => volumeFromShape(inches, { heightInches: tankHeight, volume: tankVolume, shape });
  }
  return null;
}

/** Display units that need a tank strap calibration (gallons) are offered only when the calibration gives volumes. */
export function unitAvailable(option: { needsCalibration?: boolean }, cal: ShownCalibration | null | undefined): boolean {
  return !option.needsCalibration || tankGallonsAt(cal) !== null;
}

/** Spec 2 §9's words; a strapped tank, gallons per inch, or the tank's height, volume and shape each count. */
export const GALLONS_NEED_STRAP = 'Gallons need a tank strap calibration.';

/** What the unit conversions need from the calibration: the fluid's gravity and the tank's volume by level. */
export function conversionOf(cal: ShownCalibration | null | undefined): ConversionOptions {
  if (!cal) return {};
  return { sg: specificGravityOf({ fluid: cal.fluid ?? 'water', api: cal.api, tds: cal.tds, sg: cal.sg }), gallonsAt: tankGallonsAt(cal) };
}
