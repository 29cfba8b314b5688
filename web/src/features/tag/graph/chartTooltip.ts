import uPlot from 'uplot';
import { formatDateTime, roundShownValue, viewerTimeZone, zoneLabel } from '@fieldwatch/domain';
import { formatNumber } from './chartScales';
import type { ChartLine, TimeChartProps } from './chartTypes';

/**
 * The graph's tooltip: the time at the cursor and each line's value there. One DOM element per chart, written from
 * uPlot's setCursor hook (no React render per mouse move) and hidden when the pointer leaves.
 */

/** The cursor's time as the product prints dates (MM/DD/YY HH:mm:ss), in the chart's zone, always with the zone. */
export function tooltipTime(x: number, p: Pick<TimeChartProps, 'timeZone' | 'xKind' | 'xLabel'>): string {
  if (p.xKind === 'number') return `${formatNumber(x)}${p.xLabel ? ` ${p.xLabel}` : ''}`;
  const zone = p.timeZone || viewerTimeZone();
  return `${formatDateTime(x, true, zone)} ${zoneLabel(zone, x)}`;
}

const isValue = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** A value as the Table tab rounds it: to its unit's precision (roundShownValue), no trailing zeros. */
export function tooltipNumber(v: number, unit?: string): string {
  const r = roundShownValue(v, unit);
  return String(r === 0 ? 0 : r);
}

/** One line's reading: 'mean unit', or 'mean (min–max) unit' for a bucket with its extremes; '—' in a gap. */
export function tooltipValue(mean: number | null | undefined, min?: number | null, max?: number | null, unit?: string): string {
  if (!isValue(mean)) return '—';
  const band = isValue(min) && isValue(max) ? ` (${tooltipNumber(min, unit)}–${tooltipNumber(max, unit)})` : '';
  return `${tooltipNumber(mean, unit)}${band}${unit ? ` ${unit}` : ''}`;
}

/** How far (CSS px) the box keeps from the pointer. */
const GAP = 14;

export interface ChartTooltip {
  update(u: uPlot, lines: ChartLine[], meanIdx: number[], p: TimeChartProps): void;
  hide(): void;
  destroy(): void;
}

/** The tooltip element inside `host` (the chart's positioned box), with one row per line of the series layout. */
export function chartTooltip(host: HTMLElement, lines: ChartLine[]): ChartTooltip {
  const el = document.createElement('div');
  el.setAttribute('role', 'tooltip');
  el.dataset.testid = 'chart-tooltip';
  // under the click menu (z-index 20), never catching the pointer that moves it
  el.style.cssText =
    'position:absolute;left:0;top:0;z-index:10;display:none;pointer-events:none;white-space:nowrap;' +
    'background:var(--fw-chart-tooltip-bg);border:1px solid var(--fw-chart-tooltip-border);border-radius:4px;padding:4px 8px;' +
    'box-shadow:0 1px 3px rgba(0,0,0,0.12);font:12px/1.4 system-ui,sans-serif;color:var(--fw-chart-tooltip-fg)';
  const time = document.createElement('div');
  time.style.fontWeight = '600';
  el.append(time);
  const rows = lines.map((l) => {
    const row = document.createElement('div');
    const swatch = document.createElement('span');
    swatch.style.cssText = `display:inline-block;width:8px;height:8px;border-radius:50%;margin-right:6px;background:${l.color}`;
    const text = document.createElement('span');
    row.append(swatch, text);
    el.append(row);
    return text;
  });
  host.append(el);
  let shown = false;

  const hide = () => {
    if (!shown) return;
    shown = false;
    el.style.display = 'none';
  };

  return {
    hide,
    destroy: () => el.remove(),
    update(u, current, meanIdx, p) {
      const { left, top, idx, idxs } = u.cursor;
      if (left === undefined || top === undefined || left < 0 || idx === null || idx === undefined) return hide();
      const xs = u.data[0];
      const first = meanIdx[0] === undefined ? idx : (idxs?.[meanIdx[0]] ?? idx);
      time.textContent = tooltipTime(xs[first] ?? u.posToVal(left, 'x'), p);
      for (let i = 0; i < rows.length; i++) {
        const l = current[i];
        const mi = meanIdx[i];
        if (!l || mi === undefined) continue;
        const j = idxs?.[mi] ?? idx;
        const col = (k: number) => (u.data[k]?.[j] as number | null | undefined) ?? null;
        const band = l.min && l.max;
        rows[i]!.textContent = `${l.label}: ${tooltipValue(col(mi), band ? col(mi - 1) : null, band ? col(mi - 2) : null, l.unit)}`;
      }
      if (!shown) {
        shown = true;
        el.style.display = 'block';
      }
      // beside the pointer, flipped to its left (or above it) where it would leave the chart's box
      const r = uPlot.pxRatio;
      const px = u.bbox.left / r + left;
      const py = u.bbox.top / r + top;
      const w = el.offsetWidth;
      const h = el.offsetHeight;
      let x = px + GAP;
      if (x + w > host.clientWidth) x = px - GAP - w;
      let y = py + GAP;
      if (y + h > host.clientHeight) y = py - GAP - h;
      el.style.transform = `translate(${Math.max(0, Math.round(x))}px, ${Math.max(0, Math.round(y))}px)`;
    },
  };
}
