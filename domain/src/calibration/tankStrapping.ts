/**
 * Tank strapping: a tank's table of volumes by fluid height (a "strap", per named tank), read by linear
 * interpolation. Tanks shown in gallons go through it (spec 2 §4.9); the report, the graph, the cards and the alarm
 * engine share it through calibratedReading.ts.
 */

/** One point of a strapping table: the volume at a fluid height. */
export interface StrapPoint {
  inches: number;
  gallons: number;
}

/** Volume at a height by linear interpolation in a strapping table, clamped to its ends. */
export function volumeFromStrap(levelInches: number, strap: readonly StrapPoint[]): number | null {
  if (!strap.length) return null;
  const pts = [...strap].sort((a, b) => a.inches - b.inches);
  if (levelInches <= pts[0]!.inches) return pts[0]!.gallons;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    if (levelInches <= b.inches) return a.gallons + ((levelInches - a.inches) / (b.inches - a.inches)) * (b.gallons - a.gallons);
  }
  return pts[pts.length - 1]!.gallons;
}
