import { GRAPH_RANGES, type GraphRangeKey } from './graphConstants';
import { WINDOW_POINTS } from './resolution';

/** The narrowest window the sensor graph zooms to: ten one-minute readings still make a line. */
export const ZOOM_MIN_SECONDS = 600;

/** Epoch seconds a window may name: 1970 to 2100. A hostile or mistyped link must not ask for year 50,000. */
const LATEST = 4_102_444_800;

/**
 * A zoomed window as the sensor page's address carries it (`?from=…&to=…`, ISO 8601 UTC, so that a shared link
 * reads as dates): both ends valid, in order, at least ZOOM_MIN_SECONDS apart; null otherwise (the chosen range
 * is shown instead).
 */
export function parseGraphWindow(from: string | null, to: string | null): [number, number] | null {
  if (!from || !to || from.length > 40 || to.length > 40) return null;
  const a = Date.parse(from) / 1000;
  const b = Date.parse(to) / 1000;
  if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b > LATEST || b - a < ZOOM_MIN_SECONDS) return null;
  return [Math.floor(a), Math.ceil(b)];
}

/** One end of a window for the address: whole seconds, UTC, without milliseconds. */
export function graphWindowParam(seconds: number): string {
  return new Date(Math.round(seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

/** A range button's key from the address; null for anything else. */
export function parseGraphRange(s: string | null): GraphRangeKey | null {
  return GRAPH_RANGES.find((r) => r.key === s)?.key ?? null;
}

/**
 * How many points a window asks the server for: the plot's width in device pixels (one point per pixel), in steps of
 * a hundred so that a resize by a few pixels asks nothing new, within what the server answers.
 */
export function windowPoints(cssWidth: number, devicePixelRatio: number): number {
  const px = Math.round((Math.max(0, cssWidth) * Math.max(1, devicePixelRatio || 1)) / 100) * 100;
  return Math.min(WINDOW_POINTS.max, Math.max(WINDOW_POINTS.min, px));
}
