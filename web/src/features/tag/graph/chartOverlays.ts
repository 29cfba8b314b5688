import uPlot from 'uplot';
import type { ChartPalette } from './chartPalette';
import type { TimeChartProps } from './chartTypes';

/** The shown range of the mini-graph, behind its line (drawn in uPlot's drawAxes hook). */
export function drawHighlight(u: uPlot, p: TimeChartProps, palette: ChartPalette) {
  if (!p.highlight) return;
  const { ctx, bbox } = u;
  const a = Math.max(bbox.left, u.valToPos(p.highlight[0], 'x', true));
  const b = Math.min(bbox.left + bbox.width, u.valToPos(p.highlight[1], 'x', true));
  ctx.save();
  ctx.fillStyle = palette.highlight;
  ctx.fillRect(a, bbox.top, Math.max(2 * uPlot.pxRatio, b - a), bbox.height);
  ctx.restore();
}

/** Reference lines, user-data points and comment markers, over the lines (uPlot's draw hook; canvas pixels). */
export function drawOverlays(u: uPlot, p: TimeChartProps, palette: ChartPalette) {
  const { ctx, bbox } = u;
  const r = uPlot.pxRatio;
  const sx = (t: number) => u.valToPos(t, 'x', true);
  const sy = (v: number) => u.valToPos(v, 'y', true);
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  ctx.font = `${Math.round(11 * r)}px system-ui, sans-serif`;
  ctx.lineWidth = r;

  for (const h of p.hLines ?? []) {
    const y = sy(h.value);
    const colour = palette.colour(h.color);
    ctx.strokeStyle = colour;
    ctx.setLineDash([6 * r, 4 * r]);
    ctx.beginPath();
    ctx.moveTo(bbox.left, y);
    ctx.lineTo(bbox.left + bbox.width, y);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = colour;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'bottom';
    ctx.fillText(h.label, bbox.left + 4 * r, y - 2 * r);
  }

  ctx.fillStyle = palette.userPoint;
  const d = 5 * r;
  for (const pt of p.userPoints ?? []) {
    const x = sx(pt.time);
    const y = sy(pt.value);
    ctx.beginPath();
    ctx.moveTo(x, y - d);
    ctx.lineTo(x + d, y);
    ctx.lineTo(x, y + d);
    ctx.lineTo(x - d, y);
    ctx.closePath();
    ctx.fill();
  }

  for (const m of p.markers ?? []) {
    const x = Math.round(sx(m.time)) + 0.5;
    ctx.strokeStyle = palette.marker;
    ctx.setLineDash([3 * r, 3 * r]);
    ctx.beginPath();
    ctx.moveTo(x, bbox.top);
    ctx.lineTo(x, bbox.top + bbox.height);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = palette.marker;
    ctx.fillRect(x - 4 * r, bbox.top, 8 * r, 8 * r);
    if (p.markersExpanded) {
      ctx.textAlign = 'left';
      ctx.textBaseline = 'top';
      ctx.fillText(m.label.length > 40 ? `${m.label.slice(0, 39)}…` : m.label, x + 6 * r, bbox.top + 2 * r);
    }
  }
  ctx.restore();
}
