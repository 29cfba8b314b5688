import { useEffect, useRef, useState } from 'react';
import { formatNumber, formatTimeTick, niceTicks, timeTicks } from './chartScales';

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
}

export interface ChartMarker {
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
  testId?: string;
  ariaLabel: string;
}

const PAD = { left: 56, right: 12, top: 10, bottom: 24 };

/**
 * A canvas time-series chart: mean lines with their min/max band, null points break the line, comment markers,
 * user-data points and horizontal reference lines. Redraws on data and on width changes; a redraw of a few
 * thousand points takes a millisecond or two. Sets data-drawn once something is on the canvas (tests, bench).
 */
export function TimeChart(p: TimeChartProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const pad = p.compact ? { left: 8, right: 8, top: 4, bottom: 4 } : { ...PAD, right: p.rightRange ? 56 : PAD.right };
  const [x0, x1] = p.xRange;
  const [y0, y1] = p.yRange;
  const plotW = Math.max(1, width - pad.left - pad.right);
  const plotH = Math.max(1, p.height - pad.top - pad.bottom);
  const sx = (x: number) => pad.left + ((x - x0) / (x1 - x0 || 1)) * plotW;
  const syFor = (r: [number, number]) => (y: number) => pad.top + (1 - (y - r[0]) / (r[1] - r[0] || 1)) * plotH;

  useEffect(() => {
    const c = canvas.current;
    if (!c || width === 0) return;
    const dpr = window.devicePixelRatio || 1;
    c.width = Math.round(width * dpr);
    c.height = Math.round(p.height * dpr);
    const g = c.getContext('2d');
    if (!g) return;
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.clearRect(0, 0, width, p.height);
    g.font = '11px system-ui, sans-serif';
    const sy = syFor(p.yRange);
    const syR = p.rightRange ? syFor(p.rightRange) : sy;

    if (!p.compact) {
      g.strokeStyle = '#e9ecef';
      g.fillStyle = '#495057';
      g.lineWidth = 1;
      g.textAlign = 'right';
      g.textBaseline = 'middle';
      for (const v of niceTicks(y0, y1)) {
        const y = Math.round(sy(v)) + 0.5;
        g.beginPath();
        g.moveTo(pad.left, y);
        g.lineTo(pad.left + plotW, y);
        g.stroke();
        g.fillText(formatNumber(v), pad.left - 6, y);
      }
      if (p.rightRange) {
        g.textAlign = 'left';
        for (const v of niceTicks(p.rightRange[0], p.rightRange[1])) g.fillText(formatNumber(v), pad.left + plotW + 6, syR(v));
      }
      g.textAlign = 'center';
      g.textBaseline = 'top';
      const ticks = p.xKind === 'number' ? niceTicks(x0, x1, 8) : timeTicks(x0, x1);
      for (const t of ticks) {
        const x = Math.round(sx(t)) + 0.5;
        g.beginPath();
        g.moveTo(x, pad.top);
        g.lineTo(x, pad.top + plotH);
        g.stroke();
        g.fillText(p.xKind === 'number' ? formatNumber(t) : formatTimeTick(t, x1 - x0), x, pad.top + plotH + 6);
      }
      if (p.xLabel) {
        g.textAlign = 'right';
        g.fillText(p.xLabel, pad.left + plotW, pad.top + plotH + 6 + 0);
      }
    }

    g.save();
    g.beginPath();
    g.rect(pad.left, pad.top, plotW, plotH);
    g.clip();

    if (p.highlight) {
      g.fillStyle = 'rgba(34, 139, 230, 0.15)';
      const a = sx(p.highlight[0]);
      g.fillRect(a, pad.top, Math.max(2, sx(p.highlight[1]) - a), plotH);
    }

    let drawn = 0;
    for (const line of p.lines) {
      const y = line.axis === 'right' ? syR : sy;
      const { times, values, min, max } = line;
      if (min && max) {
        g.fillStyle = `${line.color}33`;
        let open = false;
        const flush = (end: number, start: number) => {
          for (let j = end; j >= start; j--) if (min[j] !== null && min[j] !== undefined) g.lineTo(sx(times[j]!), y(min[j]!));
          g.closePath();
          g.fill();
        };
        let segStart = 0;
        for (let i = 0; i <= times.length; i++) {
          const hi = i < times.length ? max[i] : null;
          if (hi === null || hi === undefined) {
            if (open) flush(i - 1, segStart);
            open = false;
            continue;
          }
          if (!open) {
            g.beginPath();
            g.moveTo(sx(times[i]!), y(hi));
            segStart = i;
            open = true;
          } else g.lineTo(sx(times[i]!), y(hi));
        }
      }
      g.strokeStyle = line.color;
      g.lineWidth = 1.5;
      g.beginPath();
      let pen = false;
      for (let i = 0; i < times.length; i++) {
        const v = values[i];
        if (v === null || v === undefined || !Number.isFinite(v)) {
          pen = false;
          continue;
        }
        const px = sx(times[i]!);
        const py = y(v);
        if (pen) g.lineTo(px, py);
        else g.moveTo(px, py);
        pen = true;
        drawn++;
      }
      g.stroke();
      // a lone point between two breaks would be invisible as a line
      if (times.length === 1 && values[0] !== null && values[0] !== undefined) {
        g.fillStyle = line.color;
        g.fillRect(sx(times[0]!) - 2, y(values[0]) - 2, 4, 4);
      }
    }

    for (const h of p.hLines ?? []) {
      g.strokeStyle = h.color;
      g.setLineDash([6, 4]);
      g.beginPath();
      g.moveTo(pad.left, sy(h.value));
      g.lineTo(pad.left + plotW, sy(h.value));
      g.stroke();
      g.setLineDash([]);
      g.fillStyle = h.color;
      g.textAlign = 'left';
      g.textBaseline = 'bottom';
      g.fillText(h.label, pad.left + 4, sy(h.value) - 2);
    }

    g.fillStyle = '#e8590c';
    for (const u of p.userPoints ?? []) {
      const px = sx(u.time);
      const py = sy(u.value);
      g.beginPath();
      g.moveTo(px, py - 5);
      g.lineTo(px + 5, py);
      g.lineTo(px, py + 5);
      g.lineTo(px - 5, py);
      g.closePath();
      g.fill();
    }

    for (const m of p.markers ?? []) {
      const px = Math.round(sx(m.time)) + 0.5;
      g.strokeStyle = '#7048e8';
      g.setLineDash([3, 3]);
      g.beginPath();
      g.moveTo(px, pad.top);
      g.lineTo(px, pad.top + plotH);
      g.stroke();
      g.setLineDash([]);
      g.fillStyle = '#7048e8';
      g.fillRect(px - 4, pad.top, 8, 8);
      if (p.markersExpanded) {
        g.textAlign = 'left';
        g.textBaseline = 'top';
        const text = m.label.length > 40 ? `${m.label.slice(0, 39)}…` : m.label;
        g.fillText(text, px + 6, pad.top + 2);
      }
    }
    g.restore();
    c.dataset.drawn = drawn > 0 ? 'yes' : 'empty';
    if (drawn > 0 && !performance.getEntriesByName('fieldwatch:first-graph').length) performance.mark('fieldwatch:first-graph');
  }, [p, width]);

  const click = (e: React.MouseEvent<HTMLCanvasElement>) => {
    if (!p.onClick) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const left = e.clientX - rect.left;
    const top = e.clientY - rect.top;
    const x = x0 + ((left - pad.left) / plotW) * (x1 - x0);
    const line = p.lines[0];
    let nearest: ChartClick['nearest'] = null;
    if (line && line.times.length > 0) {
      let best = -1;
      let bestDist = Infinity;
      for (let i = 0; i < line.times.length; i++) {
        const v = line.values[i];
        if (v === null || v === undefined) continue;
        const d = Math.abs(line.times[i]! - x);
        if (d < bestDist) {
          bestDist = d;
          best = i;
        }
      }
      if (best >= 0) nearest = { index: best, time: line.times[best]!, value: line.values[best]! };
    }
    const near = (t: number) => Math.abs(sx(t) - left) <= 6;
    const marker = (p.markers ?? []).find((m) => near(m.time) && top <= pad.top + 12) ?? null;
    const sy = syFor(p.yRange);
    const userPoint = (p.userPoints ?? []).find((u) => near(u.time) && Math.abs(sy(u.value) - top) <= 6) ?? null;
    p.onClick({ x, left, top, nearest, marker, userPoint });
  };

  return (
    <div ref={wrap} style={{ position: 'relative', width: '100%', height: p.height }}>
      <canvas
        ref={canvas}
        data-testid={p.testId}
        role="img"
        aria-label={p.ariaLabel}
        onClick={click}
        style={{ width: '100%', height: p.height, display: 'block', cursor: p.onClick ? 'crosshair' : 'default' }}
      />
    </div>
  );
}
