import { useEffect, useId, useRef } from 'react';
import { ChartKeysHint } from './ChartKeysHint';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { afterNextPaint } from '../../../app/state/afterNextPaint';
import { chartClick } from './chartClick';
import { chartData, pointsInWindow, sameData } from './chartData';
import { chartGestures, type ChartGestures } from './chartGestures';
import { chartKeyboard, type ChartKeyboard } from './chartKeyboard';
import { chartOptions, structureKey, type ChartLive } from './chartOptions';
import { chartPalette } from './chartPalette';
import { chartTooltip } from './chartTooltip';
import { sameWindow as sameRange } from './chartZoom';
import { useShownColorScheme } from '../../../app/colorScheme/useShownColorScheme';
import { useSiteZone } from '../../../app/time/siteTime';

export type { ChartClick, ChartLine, TimeChartProps } from './chartTypes';
import type { TimeChartProps } from './chartTypes';

/** How long a click on a chart with onResetZoom waits for a second one before it counts as a click. */
const DOUBLE_CLICK_MS = 300;

/**
 * A uPlot time-series chart: mean lines with their min/max band, null points break the line, comment markers,
 * user-data points and horizontal reference lines. One uPlot instance per mount (and per series layout): new data
 * goes through setData, new ranges through setScale, overlay changes through a redraw. A full chart shows a tooltip
 * at the pointer; with onWindow it zooms and pans (chartGestures). On every draw it sets data-drawn (something is
 * drawn), data-window (the shown window, whole seconds) and data-points (the first line's points in it), for tests
 * and the bench.
 */
export function TimeChart(given: TimeChartProps) {
  const siteZone = useSiteZone();
  const p: TimeChartProps = given.timeZone === undefined ? { ...given, timeZone: siteZone } : given;
  const wrap = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const plot = useRef<uPlot | null>(null);
  const live = useRef<ChartLive | null>(null);
  // the canvas's colours are read from the scheme when the chart is built: a new scheme builds it again
  const scheme = useShownColorScheme();
  const structure = structureKey(p, scheme);
  const pendingClick = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingClick.current), []);

  useEffect(() => {
    const el = wrap.current!;
    const d = chartData(p.lines);
    const state: ChartLive = {
      props: p,
      lines: p.lines,
      counts: d.counts,
      meanIdx: d.meanIdx,
      drawn: d.drawn,
      view: null,
      gesture: false,
      suppressClick: false,
      palette: chartPalette(el),
    };
    live.current = state;
    let first = true;
    const tip = p.compact ? null : chartTooltip(el, p.lines);
    let gestures: ChartGestures | null = null;
    let keyboard: ChartKeyboard | null = null;
    const onCursor = (u: uPlot) => {
      if (gestures?.moving()) tip?.hide();
      else tip?.update(u, state.lines, state.meanIdx, state.props);
    };
    const onDraw = (u: uPlot) => {
      el.dataset.drawn = state.drawn > 0 ? 'yes' : 'empty';
      const { min, max } = u.scales.x!;
      if (min !== undefined && max !== undefined) {
        el.dataset.window = `${Math.round(min)},${Math.round(max)}`;
        el.dataset.points = String(pointsInWindow(state.lines[0], min, max));
      }
      if (state.drawn > 0 && !performance.getEntriesByName('fieldwatch:first-graph').length) {
        performance.mark('fieldwatch:first-graph');
        // what the user sees: the frame that shows the drawn canvas (bench:graph reports both)
        afterNextPaint(() => performance.mark('fieldwatch:first-graph-painted'));
      }
      keyboard?.redrawn();
      if (first) {
        first = false;
        state.props.onFirstDraw?.();
      }
    };
    const u = new uPlot(
      chartOptions(p, el.clientWidth, () => state, { onDraw, onCursor }),
      d.data,
      el,
    );
    plot.current = u;
    if (p.onWindow) gestures = chartGestures(u, () => state);
    if (interactive(p)) keyboard = chartKeyboard(u, el, () => state, gestures);
    const ro = new ResizeObserver(() => {
      if (el.clientWidth !== u.width) u.setSize({ width: el.clientWidth, height: state.props.height });
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
      keyboard?.destroy();
      gestures?.destroy();
      tip?.destroy();
      u.destroy();
      plot.current = null;
    };
    // only a new series layout rebuilds the chart; the effect below feeds it everything else
  }, [structure]);

  useEffect(() => {
    const u = plot.current;
    const state = live.current;
    if (!u || !state || state.props === p) return;
    const prev = state.props;
    state.props = p;
    // the parent followed a gesture (or chose another range): its xRange rules again, unless a gesture is live
    if (!sameRange(prev.xRange, p.xRange) && !state.gesture) state.view = null;
    if (u.height !== p.height) u.setSize({ width: u.width, height: p.height });
    if (!sameData(state.lines, p.lines)) {
      const d = chartData(p.lines);
      Object.assign(state, { lines: p.lines, counts: d.counts, meanIdx: d.meanIdx, drawn: d.drawn });
      // setData re-ranges x through the range function, which prefers a gesture's view: no snap back
      u.setData(d.data);
      // a zoomable graph's new answer on screen: bench:graph measures from the gesture's end (fieldwatch:zoom-end)
      if (p.onWindow && !p.compact) afterNextPaint(() => performance.mark('fieldwatch:window-data-painted'));
    } else if (!sameRange(prev.xRange, p.xRange) || !sameRange(prev.yRange, p.yRange) || !sameRange(prev.rightRange, p.rightRange)) {
      // setting x re-ranges the y scales too, through their range functions
      u.setScale('x', { min: p.xRange[0], max: p.xRange[1] });
    } else u.redraw(false);
  });

  const click = (e: React.MouseEvent<HTMLDivElement>) => {
    const u = plot.current;
    const state = live.current;
    if (!u || !state || !p.onClick) return;
    // the click that ends a drag or pinch is the gesture's, and the second click of a double-click is a reset
    if (state.suppressClick) {
      state.suppressClick = false;
      return;
    }
    clearTimeout(pendingClick.current);
    if (e.detail > 1) return;
    const c = chartClick(u, p, e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY);
    if (!p.onResetZoom) return p.onClick(c);
    // a menu opened at once would catch the second click of a double-click (the reset): it waits that long
    pendingClick.current = setTimeout(() => live.current?.props.onClick?.(c), DOUBLE_CLICK_MS);
  };
  const zoomable = !!p.onWindow;
  const keys = interactive(p);

  return (
    <div
      ref={wrap}
      data-testid={p.testId}
      // a graph the keyboard works is one focusable widget that takes its own keys (chartKeyboard)
      role={keys ? 'application' : 'img'}
      aria-label={p.ariaLabel}
      aria-roledescription={keys ? 'graph' : undefined}
      aria-describedby={keys ? hintId : undefined}
      tabIndex={keys ? 0 : undefined}
      onClick={click}
      style={{
        position: 'relative',
        width: '100%',
        height: p.height,
        cursor: zoomable && p.panMode ? 'grab' : p.onClick || zoomable ? 'crosshair' : 'default',
        // a drag across the plot is a gesture, not a text selection
        userSelect: zoomable ? 'none' : undefined,
      }}
    >
      {keys && <ChartKeysHint id={hintId} zoom={zoomable} menu={!!p.onClick} />}
    </div>
  );
}

/** Graphs the keyboard can work: a full chart with a click menu or zoom (the mini-graph follows the main one). */
const interactive = (p: TimeChartProps) => !p.compact && (!!p.onClick || !!p.onWindow);
