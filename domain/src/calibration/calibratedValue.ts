import { FEET_OF_WATER_PER_PSI, GALLONS_PER_BARREL } from '../tag/unitConversion';
import type { TankShape } from './calibrationDefaults';

/**
 * How a calibration changes what a reading means (spec 2 §2.2, §3): level from pressure by the fluid's specific
 * gravity, tank volume from the level and the tank's height and shape or its strapping table, turbine flow from
 * the k-factor.
 */

/** Specific gravity of oil from its API gravity (the API definition: SG = 141.5 / (API + 131.5)). */
export function oilSpecificGravity(api: number): number {
  return 141.5 / (api + 131.5);
}

/**
 * Specific gravity of produced water from its total dissolved solids in thousands of mg/L (the oilfield's "kppm"):
 * NaCl brine at 60 °F gains about 0.000695 per g/L (fresh water 1.0; 60 → 1.04; saturated, about 311 → 1.22).
 */
export function brineSpecificGravity(tdsThousandMgPerL: number): number {
  return 1 + 0.000695 * tdsThousandMgPerL;
}

/** The specific gravity a calibration implies: from API for oil, from TDS for water, as entered for chemicals. */
export function specificGravityOf(c: { fluid: string; api?: number | null; tds?: number | null; sg?: number | null }): number {
  if (c.fluid === 'oil' && c.api != null && c.api > -131.5) return oilSpecificGravity(c.api);
  if (c.fluid === 'water' && c.tds != null && c.tds >= 0) return brineSpecificGravity(c.tds);
  return c.sg != null && c.sg > 0 ? c.sg : 1;
}

/** Fluid level in feet above the sensor from the pressure it reads (hydrostatic: h = p / (ρ g)). */
export function levelFromPressure(psi: number, sg: number): number {
  return (psi * FEET_OF_WATER_PER_PSI) / (sg > 0 ? sg : 1);
}

/** Level (inches) of a radar or sonar tank: the sensor sits at the top and measures the distance down to the fluid. */
export function levelFromDistance(distanceInches: number, tankHeightInches: number): number {
  return Math.max(0, tankHeightInches - distanceInches);
}

/**
 * The offset a calibration stores so that the reading at its time shows the level the user measured:
 * shown = raw + offset.
 */
export function calibrationOffset(measured: number, raw: number): number {
  return measured - raw;
}

export { volumeFromStrap, type StrapPoint } from './tankStrapping';

/**
 * Volume of fluid at a level from the tank's full volume, height and shape. Vertical tanks fill linearly; a
 * horizontal cylinder holds the circular segment below the level: A = r² acos((r-h)/r) - (r-h)√(2rh - h²).
 * Volume and result are in the same unit (barrels or gallons).
 */
export function volumeFromShape(levelInches: number, tank: { heightInches: number; volume: number; shape: TankShape }): number {
  const H = tank.heightInches;
  if (!(H > 0)) return 0;
  const h = Math.min(Math.max(levelInches, 0), H);
  if (tank.shape === 'vertical') return (h / H) * tank.volume;
  const r = H / 2;
  const segment = r * r * Math.acos((r - h) / r) - (r - h) * Math.sqrt(Math.max(0, 2 * r * h - h * h));
  return (segment / (Math.PI * r * r)) * tank.volume;
}

/** Gallons of a level for a tank strap of so many gallons per inch. */
export function gallonsFromLevel(levelInches: number, gallonsPerInch: number): number {
  return levelInches * gallonsPerInch;
}

/** Barrels a turbine meter has counted: pulses divided by the k-factor (pulses per barrel), plus the offset. */
export function turbineBarrels(pulses: number, kFactor: number, productionOffset = 0): number | null {
  if (!(kFactor > 0)) return null;
  return pulses / kFactor + productionOffset;
}

/** Flow rate in barrels per day from pulses counted over so many seconds. */
export function turbineRate(pulses: number, seconds: number, kFactor: number): number | null {
  if (!(kFactor > 0) || !(seconds > 0)) return null;
  return (pulses / kFactor) * (86_400 / seconds);
}

export function barrelsToGallons(bbl: number): number {
  return bbl * GALLONS_PER_BARREL;
}
