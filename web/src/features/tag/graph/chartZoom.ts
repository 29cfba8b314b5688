import { zoneOffset } from '@fieldwatch/domain';

/**
 * The time-window arithmetic of the sensor graph's zoom and pan gestures, apart from the DOM so it can be tested:
 * windows are [from, to] in the x unit (epoch seconds), pixel positions are CSS pixels from the plot's left edge.
 */

export type XWindow = [number, number];

/** Where windows may go: inside [min, max] (the data's extent) and never narrower than minSpan. */
export interface ZoomLimits {
  min: number;
  max: number;
  minSpan: number;
}

/** A window's width inside the limits: at least minSpan, at most the extent (unless minSpan is wider still). */
function fitWidth(width: number, limits: ZoomLimits | undefined): number {
  const w = Number.isFinite(width) && width > 0 ? width : 1;
  if (!limits) return w;
  const extent = limits.max - limits.min;
  return Math.max(limits.minSpan, Math.min(w, extent > 0 ? extent : w));
}

/** A window of `width` starting at `from`, moved (not resized) to lie inside the limits. */
function shiftInside(from: number, width: number, limits: ZoomLimits | undefined): XWindow {
  if (!limits) return [from, from + width];
  const extent = limits.max - limits.min;
  // wider than the data (a minSpan above the extent): centred on it
  if (width >= extent) {
    const mid = (limits.min + limits.max) / 2;
    return width === extent ? [limits.min, limits.max] : [mid - width / 2, mid + width / 2];
  }
  const a = Math.min(Math.max(from, limits.min), limits.max - width);
  return [a, a + width];
}

/** A window inside the limits: widened about its centre to minSpan, narrowed to the extent, then moved inside. */
export function clampWindow(w: XWindow, limits?: ZoomLimits): XWindow {
  const width = fitWidth(w[1] - w[0], limits);
  const mid = (w[0] + w[1]) / 2;
  return shiftInside(mid - width / 2, width, limits);
}

/**
 * The window scaled by `scale` (below 1 zooms in) about the time `at`, which stays under the pointer; the width is
 * fitted to the limits first, so at the deepest zoom the pointer's time still stays put.
 */
export function zoomAt(w: XWindow, at: number, scale: number, limits?: ZoomLimits): XWindow {
  const width = w[1] - w[0];
  const next = fitWidth(width * scale, limits);
  const share = width > 0 ? (at - w[0]) / width : 0.5;
  return shiftInside(at - share * next, next, limits);
}

/**
 * The window dragged by `dx` pixels on a plot `plotWidth` pixels wide: the data follows the pointer, so a drag to
 * the right shows earlier times. The width never changes; a window as wide as the data cannot move.
 */
export function panBy(w: XWindow, dx: number, plotWidth: number, limits?: ZoomLimits): XWindow {
  const width = w[1] - w[0];
  if (plotWidth <= 0 || width <= 0) return w;
  if (limits && width >= limits.max - limits.min) return w;
  return shiftInside(w[0] - (dx * width) / plotWidth, width, limits);
}

/** The time at a pixel of a plot showing `w`. */
export function timeAt(w: XWindow, px: number, plotWidth: number): number {
  return w[0] + (plotWidth > 0 ? (px / plotWidth) * (w[1] - w[0]) : 0);
}

/** Below this many CSS pixels a press that moved is still a click (the click menu, the mini-graph's centring). */
export const DRAG_PX = 5;
/** A graph whose day is narrower than this many pixels selects whole days: a pixel there is over an hour. */
export const DAY_SNAP_PX = 24;
const DAY = 86_400;

/** The midnight nearest `t` in `timeZone` (the device's site zone), else in the browser's zone. */
function nearestMidnight(t: number, timeZone?: string | null): number {
  const east = (timeZone ? zoneOffset(timeZone)(t) : -new Date(t * 1000).getTimezoneOffset()) * 60;
  return Math.round((t + east) / DAY) * DAY - east;
}

/**
 * The window a drag-selection between two pixels chooses, kept inside the limits (widened to minSpan about its middle).
 * Where a day is narrower than DAY_SNAP_PX (a year on a screen: a day is 3 to 5 px, and a press must move DRAG_PX before
 * it is a drag at all), the drag counts whole days of the site's zone: the shortest drag selects the one day around
 * where it was made, and each further day's width of drag adds a day, centred on the drag, midnight to midnight.
 */
export function selectionWindow(
  w: XWindow,
  leftPx: number,
  rightPx: number,
  plotWidth: number,
  limits?: ZoomLimits,
  timeZone?: string | null,
): XWindow {
  const lo = Math.min(leftPx, rightPx);
  const hi = Math.max(leftPx, rightPx);
  const a = timeAt(w, lo, plotWidth);
  const b = timeAt(w, hi, plotWidth);
  const dayPx = w[1] > w[0] ? (plotWidth * DAY) / (w[1] - w[0]) : Infinity;
  if (!(dayPx < DAY_SNAP_PX)) return clampWindow([a, b], limits);
  const days = Math.max(1, Math.round((hi - lo - DRAG_PX) / dayPx) + 1);
  const start = nearestMidnight((a + b) / 2 - (days * DAY) / 2, timeZone);
  return clampWindow([start, nearestMidnight(start + days * DAY, timeZone)], limits);
}

/** The closest pinch the fingers may make: nearer than this the spread is too noisy to scale by. */
const MIN_FINGER_GAP = 16;

/**
 * Two-finger pinch: the times under the fingers when they came down (`from`, pixels, on a plot showing `w`) stay
 * under the fingers where they are now (`to`); the midpoint carries the pan. The width is fitted to the limits.
 */
export function pinchWindow(w: XWindow, from: [number, number], to: [number, number], plotWidth: number, limits?: ZoomLimits): XWindow {
  const t0 = timeAt(w, from[0], plotWidth);
  const t1 = timeAt(w, from[1], plotWidth);
  const gapFrom = Math.max(Math.abs(from[1] - from[0]), MIN_FINGER_GAP);
  const gapTo = Math.max(Math.abs(to[1] - to[0]), MIN_FINGER_GAP);
  const width = fitWidth(((w[1] - w[0]) * gapFrom) / gapTo, limits);
  const midTime = (t0 + t1) / 2;
  const midPx = (to[0] + to[1]) / 2;
  return shiftInside(midTime - (midPx / plotWidth) * width, width, limits);
}

/** A window of the given width centred on `at` (the mini-graph's click), kept inside the limits. */
export function centredWindow(at: number, width: number, limits?: ZoomLimits): XWindow {
  const w = fitWidth(width, limits);
  return shiftInside(at - w / 2, w, limits);
}

/** Pixels per wheel line and page (WheelEvent.deltaMode 1 and 2): a mouse notch is then about 100 px everywhere. */
const LINE_PX = 100 / 3;
const PAGE_PX = 800;
/** Scale per 100 px of wheel: one notch of a mouse wheel. */
const NOTCH_SCALE = 1.25;
/** Most of a zoom one wheel event may make (a fast flick arrives as a few big deltas). */
const MAX_NOTCHES = 3;

/** A wheel event's delta in pixels, whatever its deltaMode. */
export function wheelPixels(delta: number, deltaMode: number): number {
  return delta * (deltaMode === 1 ? LINE_PX : deltaMode === 2 ? PAGE_PX : 1);
}

/**
 * The window scale of one wheel event: 1.25 per notch, wheel down zooms out. A trackpad's small pixel deltas zoom
 * smoothly; its pinch arrives as a wheel with ctrlKey and deltas about ten times smaller, so those count tenfold.
 */
export function wheelScale(deltaY: number, deltaMode: number, ctrlKey = false): number {
  const notches = (wheelPixels(deltaY, deltaMode) * (ctrlKey ? 10 : 1)) / 100;
  return NOTCH_SCALE ** Math.max(-MAX_NOTCHES, Math.min(MAX_NOTCHES, notches));
}

/** A window in whole seconds, as the chart reports it (onWindow, data-window). */
export function roundWindow(w: XWindow): XWindow {
  const a = Math.round(w[0]);
  return [a, Math.max(a + 1, Math.round(w[1]))];
}

export const sameWindow = (a: XWindow | null | undefined, b: XWindow | null | undefined) =>
  a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);
