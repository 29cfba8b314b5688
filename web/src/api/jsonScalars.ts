import type { StrapPoint } from '@fieldwatch/domain';

/**
 * The schema types a tank's strapping table as its JSON scalar (unknown to the browser's types): read it as the
 * domain's table, [{inches, gallons}] ascending, or null when it is absent or not that shape.
 */
export function strapOf(json: unknown): StrapPoint[] | null {
  if (!Array.isArray(json)) return null;
  const points: StrapPoint[] = [];
  for (const p of json as unknown[]) {
    if (typeof p !== 'object' || p === null) return null;
    const { inches, gallons } = p as Record<string, unknown>;
    if (typeof inches !== 'number' || typeof gallons !== 'number') return null;
    points.push({ inches, gallons });
  }
  return points;
}

/** A calibration as a query selected it, with its strapping table read (strapOf): what the domain's calibratedReading takes. */
export function withStrap<T extends { strap?: unknown }>(
  calibration: T | null | undefined,
): (Omit<T, 'strap'> & { strap: StrapPoint[] | null }) | null {
  return calibration ? { ...calibration, strap: strapOf(calibration.strap) } : null;
}
