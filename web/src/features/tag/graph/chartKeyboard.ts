import type uPlot from 'uplot';
import { chartClick } from './chartClick';
import { chartKeyAction, pickReading } from './chartKeys';
import type { ChartGestures } from './chartGestures';
import type { ChartLive } from './chartOptions';
import { tooltipTime, tooltipValue } from './chartTooltip';
import { panBy, zoomAt, type XWindow } from './chartZoom';

export interface ChartKeyboard {
  /** After a draw (a new window or data): the picked reading's cursor follows the plot. */
  redrawn(): void;
  destroy(): void;
}

/** Visually hidden, still read: the announcement of the picked reading. */
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0;white-space:nowrap';

/**
 * The keyboard way to the graph (`el`, the chart's focusable box): ←/→ walk the first line's readings in the window
 * with uPlot's own cursor (so the tooltip shows them), Home/End jump to the ends, Enter or Space does what a click on
 * that reading does (chartClick, props.onClick: the click menu), +/- zoom about it and Shift+←/→ move the window
 * through the gestures' path, 0 resets as a double-click. Each picked reading is announced in a polite live region.
 */
export function chartKeyboard(u: uPlot, el: HTMLElement, live: () => ChartLive, gestures: ChartGestures | null): ChartKeyboard {
  const said = document.createElement('div');
  said.setAttribute('aria-live', 'polite');
  said.dataset.testid = 'chart-announcement';
  said.style.cssText = HIDDEN;
  el.append(said);
  /** The picked reading's time, kept across new data and windows. */
  let picked: number | null = null;

  const shownWindow = (): XWindow => {
    const { min, max } = u.scales.x!;
    return min !== undefined && max !== undefined ? [min, max] : live().props.xRange;
  };
  const line = () => live().props.lines[0];
  const scaleOf = () => (line()?.axis === 'right' && live().props.rightRange ? 'r' : 'y');
  const reading = (): { time: number; value: number } | null => {
    const l = line();
    if (!l || picked === null) return null;
    const i = l.times.indexOf(picked);
    const v = i < 0 ? null : l.values[i];
    return typeof v === 'number' ? { time: picked, value: v } : null;
  };
  /** The picked reading's position in the plot (CSS pixels from the plot's top left). */
  const position = (r: { time: number; value: number }) => ({ left: u.valToPos(r.time, 'x'), top: u.valToPos(r.value, scaleOf()) });
  const place = () => {
    const r = reading();
    if (r) u.setCursor(position(r));
  };
  const announce = () => {
    const r = reading();
    const l = line();
    if (!r || !l) {
      said.textContent = 'No readings in this window';
      return;
    }
    said.textContent = `${tooltipTime(r.time, live().props)}: ${l.label} ${tooltipValue(r.value, null, null, l.unit)}`;
  };
  const pick = (action: Parameters<typeof pickReading>[3]) => {
    const l = line();
    const i = pickReading(l, shownWindow(), picked, action);
    picked = i === null || !l ? null : l.times[i]!;
    place();
    announce();
  };
  const open = () => {
    const p = live().props;
    if (!p.onClick) return;
    if (reading() === null || picked! < shownWindow()[0] || picked! > shownWindow()[1]) pick({ kind: 'edge', end: 'last' });
    const r = reading();
    if (!r) return;
    // the click a pointer would make on the reading: the same hit tests, the same menu at the same place
    const over = u.over.getBoundingClientRect();
    const pos = position(r);
    p.onClick(chartClick(u, p, el.getBoundingClientRect(), over.left + pos.left, over.top + pos.top));
  };

  const keydown = (e: KeyboardEvent) => {
    if (e.target !== el || e.altKey || e.ctrlKey || e.metaKey) return;
    const action = chartKeyAction(e.key, e.shiftKey);
    if (!action) return;
    const p = live().props;
    if (action.kind === 'step' || action.kind === 'edge') pick(action);
    else if (action.kind === 'open') {
      if (!p.onClick) return;
      open();
    } else if (action.kind === 'zoom') {
      if (!gestures) return;
      const w = shownWindow();
      const at = picked ?? (w[0] + w[1]) / 2;
      gestures.setWindow((cur, limits) => zoomAt(cur, at, action.scale, limits));
    } else if (action.kind === 'pan') {
      if (!gestures) return;
      // panBy's pixels on a plot 1 wide: a drag to the left (negative) shows later times
      gestures.setWindow((cur, limits) => panBy(cur, -action.share, 1, limits));
    } else {
      if (!p.onResetZoom) return;
      p.onResetZoom();
    }
    // the page must not scroll under the arrows, Space and the paging keys the graph took
    e.preventDefault();
  };
  // the keyboard's cursor leaves with the focus (the pointer's comes back with its next move)
  const blur = () => {
    if (picked !== null) u.setCursor({ left: -10, top: -10 });
  };

  el.addEventListener('keydown', keydown);
  el.addEventListener('blur', blur);
  // back from the click menu or a dialog: the reading picked before shows again
  el.addEventListener('focus', place);
  return {
    redrawn() {
      if (picked !== null && document.activeElement === el) place();
    },
    destroy() {
      el.removeEventListener('keydown', keydown);
      el.removeEventListener('blur', blur);
      el.removeEventListener('focus', place);
      said.remove();
    },
  };
}
