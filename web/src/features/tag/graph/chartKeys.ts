/**
 * The sensor graph's keys, apart from the DOM so they can be tested: which key does what, and which reading the
 * keyboard cursor lands on. The cursor walks the first line's readings inside the shown window, as a click picks
 * the first line's nearest reading (chartClick).
 */

export type ChartKeyAction =
  /** ←/→ one reading, PageUp/PageDown ten. */
  | { kind: 'step'; by: number }
  /** Home/End: the first or last reading in the window. */
  | { kind: 'edge'; end: 'first' | 'last' }
  /** Enter/Space: what a click on the picked reading does (the click menu). */
  | { kind: 'open' }
  /** +/-: zoom about the picked reading (below 1 zooms in). */
  | { kind: 'zoom'; scale: number }
  /** Shift+←/→: move the window by a share of its width (negative: earlier). */
  | { kind: 'pan'; share: number }
  /** 0: back to the chosen range, as a double-click. */
  | { kind: 'reset' };

/** One key press zooms twice as far as a mouse wheel notch: few presses reach any window. */
export const KEY_ZOOM = 1.5;
/** Shift+arrow moves the window by a quarter of its width. */
const PAN_SHARE = 0.25;
const PAGE_STEP = 10;

/** The action of a key on the graph, or null for keys the graph leaves to the page (Tab, letters...). */
export function chartKeyAction(key: string, shift: boolean): ChartKeyAction | null {
  switch (key) {
    case 'ArrowLeft':
      return shift ? { kind: 'pan', share: -PAN_SHARE } : { kind: 'step', by: -1 };
    case 'ArrowRight':
      return shift ? { kind: 'pan', share: PAN_SHARE } : { kind: 'step', by: 1 };
    case 'PageUp':
      return { kind: 'step', by: -PAGE_STEP };
    case 'PageDown':
      return { kind: 'step', by: PAGE_STEP };
    case 'Home':
      return { kind: 'edge', end: 'first' };
    case 'End':
      return { kind: 'edge', end: 'last' };
    case 'Enter':
    case ' ':
      return { kind: 'open' };
    case '+':
    case '=':
      return { kind: 'zoom', scale: 1 / KEY_ZOOM };
    case '-':
    case '_':
      return { kind: 'zoom', scale: KEY_ZOOM };
    case '0':
      return { kind: 'reset' };
    default:
      return null;
  }
}

export interface KeyLine {
  times: number[];
  values: (number | null)[];
}

const isReading = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** The indexes of the line's readings (non-null values) inside the window, in time order. */
function readingsIn(line: KeyLine, window: [number, number]): number[] {
  const out: number[] = [];
  for (let i = 0; i < line.times.length; i++) {
    const t = line.times[i]!;
    if (t >= window[0] && t <= window[1] && isReading(line.values[i])) out.push(i);
  }
  return out;
}

/**
 * The reading the cursor lands on (an index into the line), from the one picked before (its time, or null) and a
 * step or edge action; null when the window holds no reading. With nothing picked yet, or a pick the window no
 * longer shows, → and PageDown start at the window's first reading and ← and PageUp at its last.
 */
export function pickReading(
  line: KeyLine | undefined,
  window: [number, number],
  picked: number | null,
  action: Extract<ChartKeyAction, { kind: 'step' | 'edge' }>,
): number | null {
  if (!line) return null;
  const shown = readingsIn(line, window);
  if (shown.length === 0) return null;
  const first = shown[0]!;
  const last = shown[shown.length - 1]!;
  if (action.kind === 'edge') return action.end === 'first' ? first : last;
  const at = picked === null ? -1 : nearestOf(line, shown, picked);
  if (at < 0) return action.by > 0 ? first : last;
  return shown[Math.max(0, Math.min(shown.length - 1, at + action.by))]!;
}

/** The position in `shown` of the reading nearest `time`, or -1 when `time` is outside the shown readings. */
function nearestOf(line: KeyLine, shown: number[], time: number): number {
  const times = shown.map((i) => line.times[i]!);
  if (time < times[0]! || time > times[times.length - 1]!) return -1;
  let best = 0;
  for (let k = 1; k < times.length; k++) if (Math.abs(times[k]! - time) < Math.abs(times[best]! - time)) best = k;
  return best;
}
