import type uPlot from 'uplot';
import { formatNumber, formatTimeTicks, niceTicks, timeTicks } from './chartScales';
import { drawHighlight, drawOverlays } from './chartOverlays';
import { withAlpha, type ChartPalette } from './chartPalette';
import type { ChartLine, TimeChartProps } from './chartTypes';
import type { XWindow } from './chartZoom';

/** What the long-lived uPlot instance reads on every draw: the newest props, not those it was built with. */
export interface ChartLive {
  props: TimeChartProps;
  lines: ChartLine[];
  counts: number[];
  /** Index in the data of each line's mean series (chartData). */
  meanIdx: number[];
  drawn: number;
  /**
   * The window a zoom or pan gesture shows until the parent's xRange follows it: the x scale prefers it, so new
   * data (setData re-ranges) never snaps back to the old range. Dropped when xRange changes outside a gesture.
   */
  view: XWindow | null;
  /** A gesture is under way (pointer down and dragging, pinching, or wheel turning). */
  gesture: boolean;
  /** The click that ends a drag, pan or pinch is not a click on a point. */
  suppressClick: boolean;
  /** The colours of the scheme the chart was built in. */
  palette: ChartPalette;
}

interface ChartHooks {
  onDraw: (u: uPlot) => void;
  /** The cursor moved (or left: cursor.left < 0). */
  onCursor: (u: uPlot) => void;
}

const FONT = '11px system-ui, sans-serif';

/** A fixed range; uPlot cannot draw a zero or reversed span. */
const span = (r: [number, number] | undefined): uPlot.Range.MinMax => {
  const [a, b] = r ?? [0, 1];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return [0, 1];
  return b > a ? [a, b] : [a, a + 1];
};

/** Series, band and axis layout are fixed per instance (see structureKey); data and ranges change through `live`. */
export function chartOptions(p: TimeChartProps, width: number, live: () => ChartLive, hooks: ChartHooks): uPlot.Options {
  const { palette } = live();
  const TEXT = palette.text;
  const GRID = { stroke: palette.grid, width: 1 };
  const series: uPlot.Series[] = [{}];
  const bands: uPlot.Band[] = [];
  for (const l of p.lines) {
    const color = palette.colour(l.color);
    const scale = l.axis === 'right' && p.rightRange ? 'r' : 'y';
    if (l.min && l.max) {
      const edge: uPlot.Series = { scale, stroke: 'transparent', width: 0, spanGaps: false, points: { show: false } };
      series.push({ ...edge, label: `${l.label} max` }, { ...edge, label: `${l.label} min` });
      bands.push({ series: [series.length - 2, series.length - 1], fill: withAlpha(color, 0.2) });
    }
    series.push({
      scale,
      label: l.label,
      stroke: color,
      width: 1.5,
      spanGaps: false,
      // a line of a single point would be invisible
      points: { show: (_u, si) => live().counts[si] === 1, size: 5, fill: color, stroke: color },
    });
  }
  const number = p.xKind === 'number';
  const axes: uPlot.Axis[] = p.compact
    ? [{ show: false }, { show: false, scale: 'y' }]
    : [
        {
          font: FONT,
          stroke: TEXT,
          grid: GRID,
          ticks: { show: false },
          // two lines where an hour axis names the date under a time (chartScales.ts, formatTimeTicks)
          size: (_u, values) => (values?.some((v) => String(v).includes('\n')) ? 36 : 22),
          gap: 6,
          label: p.xLabel,
          labelSize: p.xLabel ? 16 : 0,
          labelFont: FONT,
          splits: (_u, _i, min, max) => (number ? niceTicks(min, max, 8) : timeTicks(min, max, 6, p.timeZone)),
          values: (u, splits) =>
            number ? splits.map(formatNumber) : formatTimeTicks(splits, (u.scales.x!.max ?? 0) - (u.scales.x!.min ?? 0), p.timeZone),
        },
        {
          scale: 'y',
          font: FONT,
          stroke: TEXT,
          grid: GRID,
          ticks: { show: false },
          size: 50,
          gap: 6,
          splits: (_u, _i, min, max) => niceTicks(min, max),
          values: (_u, splits) => splits.map(formatNumber),
        },
        ...(p.rightRange
          ? [
              {
                scale: 'r',
                side: 1,
                font: FONT,
                stroke: TEXT,
                grid: { show: false },
                ticks: { show: false },
                size: 50,
                gap: 6,
                splits: (_u: uPlot, _i: number, min: number, max: number) => niceTicks(min, max),
                values: (_u: uPlot, splits: number[]) => splits.map(formatNumber),
              } satisfies uPlot.Axis,
            ]
          : []),
      ];
  return {
    width,
    height: p.height,
    legend: { show: false },
    padding: p.compact ? [4, 8, 4, 8] : [10, p.rightRange ? 0 : 14, 0, 0],
    // every full chart has a cursor for its tooltip; presses are chartGestures' (uPlot's own drag, which would
    // clear the gesture's select box, its swallowing of a click after the pointer moved, and its double-click reset
    // of the x scale are off): the cursor only tracks the pointer
    cursor: p.compact
      ? { show: false }
      : {
          y: false,
          points: { show: false },
          drag: { x: false, y: false, setScale: false, click: () => undefined },
          bind: { mousedown: () => null, mouseup: () => null, dblclick: () => null },
        },
    select: { show: !!p.onWindow, left: 0, top: 0, width: 0, height: 0 },
    scales: {
      x: { time: !number, range: () => span(live().view ?? live().props.xRange) },
      y: { range: () => span(live().props.yRange) },
      r: { range: () => span(live().props.rightRange ?? live().props.yRange) },
    },
    series,
    bands,
    axes,
    hooks: {
      drawAxes: [(u) => drawHighlight(u, live().props, palette)],
      draw: [
        (u) => {
          drawOverlays(u, live().props, palette);
          hooks.onDraw(u);
        },
      ],
      setCursor: [hooks.onCursor],
    },
  };
}

/** What forces a new uPlot instance: anything but data, ranges, overlays and size; a new colour scheme too (the canvas's colours). */
export function structureKey(p: TimeChartProps, scheme: string): string {
  const lines = p.lines.map((l) => `${l.axis ?? 'left'}:${l.color}:${l.label}:${l.min && l.max ? 'band' : ''}`).join(',');
  return [
    lines,
    p.compact ? 'compact' : '',
    p.xKind ?? 'time',
    p.xLabel ?? '',
    p.rightRange ? 'right' : '',
    p.onClick ? 'click' : '',
    p.onWindow ? 'zoom' : '',
    p.timeZone ?? '',
    scheme,
  ].join('|');
}
