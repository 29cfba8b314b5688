import uPlot from 'uplot';
import type { ChartLive } from './chartOptions';
import {
  centredWindow,
  DRAG_PX,
  panBy,
  pinchWindow,
  roundWindow,
  selectionWindow,
  timeAt,
  wheelPixels,
  wheelScale,
  zoomAt,
  type XWindow,
  type ZoomLimits,
} from './chartZoom';

/** A wheel gesture ends when the wheel has been still this long; then the parent is told (and fetches). */
const WHEEL_IDLE_MS = 120;

type Mode = 'idle' | 'pending' | 'select' | 'pan' | 'pinch';

export interface ChartGestures {
  /** A drag that moves the plot (pan, pinch) is under way: the tooltip hides meanwhile. */
  moving(): boolean;
  /**
   * Shows the window `next` makes of the one shown and reports it, as a gesture's end does: the keyboard's zoom and
   * pan (chartKeyboard) take this path so the address, the data and the linked graphs follow them alike.
   */
  setWindow(next: (shown: XWindow, limits: ZoomLimits | undefined) => XWindow): void;
  destroy(): void;
}

/**
 * The zoom and pan gestures of a chart with onWindow, on uPlot's plot area (pointer events, so mouse, pen and touch
 * alike). While a gesture lasts the chart shows its window through `live().view` (one setScale per animation frame:
 * no React render); when it ends, `fieldwatch:zoom-end` is marked and onWindow gets the window in whole seconds.
 *
 * Full chart: drag selects (uPlot's select box), Shift+drag or panMode pans, wheel zooms about the pointer (a
 * sideways wheel or trackpad swipe pans), one finger pans, two pinch. Compact chart (the mini-graph, spec 2 §2.2):
 * drag selects and a click centres the highlighted window's width on the clicked time.
 */
export function chartGestures(u: uPlot, live: () => ChartLive): ChartGestures {
  const over = u.over;
  // vertical swipes still scroll the page on phones; horizontal ones and pinches come here
  over.style.touchAction = 'pan-y';
  // the drag-selection box: uPlot's grey is too faint to see on a busy plot
  const box = over.querySelector<HTMLElement>('.u-select');
  const { highlight } = live().palette;
  if (box)
    box.style.cssText += `;background:${highlight};border-left:1px solid var(--mantine-color-blue-6);border-right:1px solid var(--mantine-color-blue-6)`;
  const pointers = new Map<number, { x0: number; x: number }>();
  let mode: Mode = 'idle';
  let base: XWindow = [0, 1];
  let left = 0;
  let plotWidth = 1;
  let panWanted = false;
  let raf = 0;
  let wheelTimer: ReturnType<typeof setTimeout> | undefined;

  const compact = () => !!live().props.compact;
  const limits = () => live().props.zoomLimits;
  const shown = (): XWindow => live().view ?? live().props.xRange;
  const measure = () => {
    const r = over.getBoundingClientRect();
    left = r.left;
    plotWidth = r.width || 1;
  };
  const localX = (e: PointerEvent | WheelEvent) => e.clientX - left;

  const apply = () => {
    raf = 0;
    const v = live().view;
    if (v) u.setScale('x', { min: v[0], max: v[1] });
  };
  /** Shows a window now-ish: at most one setScale per frame, however fast the pointer events come. */
  const show = (w: XWindow) => {
    live().view = w;
    if (!raf) raf = requestAnimationFrame(apply);
  };
  const finish = (w: XWindow) => {
    const s = live();
    const win = roundWindow(w);
    s.gesture = false;
    // the mini-graph keeps showing everything; the window it chose comes back as its highlight
    if (!compact()) {
      s.view = win;
      if (raf) cancelAnimationFrame(raf);
      apply();
    }
    performance.mark('fieldwatch:zoom-end');
    s.props.onWindow?.(win);
  };
  const selectWindow = (pt: { x0: number; x: number }) => selectionWindow(base, pt.x0, pt.x, plotWidth, limits(), live().props.timeZone);
  const hideSelect = () => u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);

  const startPinch = () => {
    mode = 'pinch';
    base = shown();
    for (const p of pointers.values()) p.x0 = p.x;
    hideSelect();
  };

  const down = (e: PointerEvent) => {
    const s = live();
    if (!s.props.onWindow || (e.pointerType === 'mouse' && e.button !== 0)) return;
    if (pointers.size >= 2 || (pointers.size === 1 && (compact() || e.pointerType !== 'touch'))) return;
    s.suppressClick = false;
    // a wheel zoom still waiting for its idle end ends now, so a press never starts from an unreported window
    if (wheelTimer !== undefined) {
      clearTimeout(wheelTimer);
      wheelTimer = undefined;
      finish(shown());
    }
    measure();
    const x = localX(e);
    pointers.set(e.pointerId, { x0: x, x });
    try {
      over.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser no longer knows: its events still arrive without capture
    }
    if (pointers.size === 2) return startPinch();
    mode = 'pending';
    base = shown();
    panWanted = !compact() && (e.shiftKey || !!s.props.panMode || e.pointerType === 'touch');
  };

  const move = (e: PointerEvent) => {
    const pt = pointers.get(e.pointerId);
    if (!pt) return;
    pt.x = localX(e);
    if (mode === 'pending' && Math.abs(pt.x - pt.x0) >= DRAG_PX) {
      mode = panWanted ? 'pan' : 'select';
      live().gesture = true;
    }
    if (mode === 'select') {
      // the box shows what the release will choose (whole days on a year's graph)
      const [from, to] = selectWindow(pt);
      const px = (t: number) => Math.max(0, Math.min(plotWidth, ((t - base[0]) / (base[1] - base[0])) * plotWidth));
      u.setSelect({ left: px(from), width: px(to) - px(from), top: 0, height: u.bbox.height / uPlot.pxRatio }, false);
    } else if (mode === 'pan') show(panBy(base, pt.x - pt.x0, plotWidth, limits()));
    else if (mode === 'pinch' && pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [{ x0: number; x: number }, { x0: number; x: number }];
      show(pinchWindow(base, [a.x0, b.x0], [a.x, b.x], plotWidth, limits()));
    }
  };

  const end = (e: PointerEvent, cancelled: boolean) => {
    const pt = pointers.get(e.pointerId);
    if (!pt) return;
    if (!cancelled) pt.x = localX(e);
    pointers.delete(e.pointerId);
    const s = live();
    if (mode === 'pinch' && pointers.size === 1) {
      // one finger stays down: it pans on from where the pinch left the window
      const rest = [...pointers.values()][0]!;
      rest.x0 = rest.x;
      base = shown();
      mode = 'pan';
      return;
    }
    if (pointers.size > 0) return;
    const was = mode;
    mode = 'idle';
    if (was === 'select') {
      hideSelect();
      s.suppressClick = true;
      if (cancelled) s.gesture = false;
      else finish(selectWindow(pt));
    } else if (was === 'pan' || was === 'pinch') {
      s.suppressClick = true;
      finish(shown());
    } else if (was === 'pending' && !cancelled && compact() && s.props.highlight) {
      const h = s.props.highlight;
      finish(centredWindow(timeAt(base, pt.x, plotWidth), h[1] - h[0], limits()));
    }
  };
  const up = (e: PointerEvent) => end(e, false);
  const cancel = (e: PointerEvent) => end(e, true);

  const wheel = (e: WheelEvent) => {
    const s = live();
    if (!s.props.onWindow || compact()) return;
    e.preventDefault();
    if (mode !== 'idle') return;
    measure();
    const cur = shown();
    const next =
      Math.abs(e.deltaX) > Math.abs(e.deltaY)
        ? panBy(cur, -wheelPixels(e.deltaX, e.deltaMode), plotWidth, limits())
        : zoomAt(cur, timeAt(cur, localX(e), plotWidth), wheelScale(e.deltaY, e.deltaMode, e.ctrlKey), limits());
    s.gesture = true;
    show(next);
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => {
      wheelTimer = undefined;
      finish(shown());
    }, WHEEL_IDLE_MS);
  };

  const dblclick = () => live().props.onResetZoom?.();

  over.addEventListener('pointerdown', down);
  over.addEventListener('pointermove', move);
  over.addEventListener('pointerup', up);
  over.addEventListener('pointercancel', cancel);
  over.addEventListener('wheel', wheel, { passive: false });
  over.addEventListener('dblclick', dblclick);

  return {
    moving: () => mode === 'pan' || mode === 'pinch',
    setWindow(next) {
      if (mode !== 'idle' || !live().props.onWindow) return;
      if (wheelTimer !== undefined) {
        clearTimeout(wheelTimer);
        wheelTimer = undefined;
      }
      finish(next(shown(), limits()));
    },
    destroy() {
      if (raf) cancelAnimationFrame(raf);
      clearTimeout(wheelTimer);
      over.removeEventListener('pointerdown', down);
      over.removeEventListener('pointermove', move);
      over.removeEventListener('pointerup', up);
      over.removeEventListener('pointercancel', cancel);
      over.removeEventListener('wheel', wheel);
      over.removeEventListener('dblclick', dblclick);
    },
  };
}
