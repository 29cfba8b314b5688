import type { ZoomLimits } from './chartZoom';

/** The sensor graphs' chart types, apart from the component so the chart modules need not import it. */
export interface ChartLine {
  times: number[];
  values: (number | null)[];
  /** Bucket extremes, drawn as a band behind the line. */
  min?: (number | null)[];
  max?: (number | null)[];
  color: string;
  label: string;
  /** Lines on the right axis use `rightRange`. */
  axis?: 'left' | 'right';
  /** The display unit's label ('in', 'psi'), written after the line's values in the tooltip. */
  unit?: string;
}

interface ChartMarker {
  id: number;
  time: number;
  label: string;
}

export interface ChartClick {
  /** Data x (epoch seconds, or the x unit of a number chart) under the pointer. */
  x: number;
  /** Position inside the chart's box, for a menu. */
  left: number;
  top: number;
  /** The closest point of the first line. */
  nearest: { index: number; time: number; value: number } | null;
  marker: ChartMarker | null;
  userPoint: { time: number; value: number } | null;
}

export interface TimeChartProps {
  lines: ChartLine[];
  xRange: [number, number];
  yRange: [number, number];
  rightRange?: [number, number];
  height: number;
  xKind?: 'time' | 'number';
  xLabel?: string;
  markers?: ChartMarker[];
  markersExpanded?: boolean;
  userPoints?: { time: number; value: number }[];
  hLines?: { value: number; color: string; label: string }[];
  highlight?: [number, number] | null;
  compact?: boolean;
  onClick?: (c: ChartClick) => void;
  /** Called once, after the chart's first draw. */
  onFirstDraw?: () => void;
  testId?: string;
  ariaLabel: string;
  /** The zone of the time axis; the device's site zone when the chart is on a device's screens. */
  timeZone?: string | null;
  /**
   * Turns the zoom and pan gestures on (drag to select, wheel, Shift+drag or panMode to pan, pinch and swipe; on a
   * compact chart a drag or click brushes). Called once when a gesture ends, with the window it leaves shown (whole
   * epoch seconds); the chart shows that window, on the data it has, until `xRange` changes.
   */
  onWindow?: (range: [number, number]) => void;
  /** A double-click on the plot. */
  onResetZoom?: () => void;
  /** Where gestures may take the window: inside [min, max] (the data's extent), never narrower than minSpan seconds. */
  zoomLimits?: ZoomLimits;
  /** A plain drag pans instead of selecting (the toolbar's Pan toggle); Shift+drag pans either way. */
  panMode?: boolean;
}
