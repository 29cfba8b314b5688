import type uPlot from 'uplot';
import type { ChartClick, TimeChartProps } from './chartTypes';

/** How close (CSS pixels) a click must be to a marker or a user-data point to open it. */
const HIT = 6;

/** What a click at (clientX, clientY) points at: data x, the first line's nearest point, a marker or user point. */
export function chartClick(u: uPlot, p: TimeChartProps, box: DOMRect, clientX: number, clientY: number): ChartClick {
  const over = u.over.getBoundingClientRect();
  const ox = clientX - over.left;
  const oy = clientY - over.top;
  const x = u.posToVal(ox, 'x');
  const line = p.lines[0];
  let nearest: ChartClick['nearest'] = null;
  if (line) {
    let best = -1;
    let bestDist = Infinity;
    for (let i = 0; i < line.times.length; i++) {
      const v = line.values[i];
      if (v === null || v === undefined) continue;
      const dist = Math.abs(line.times[i]! - x);
      if (dist < bestDist) {
        bestDist = dist;
        best = i;
      }
    }
    if (best >= 0) nearest = { index: best, time: line.times[best]!, value: line.values[best]! };
  }
  const near = (t: number) => Math.abs(u.valToPos(t, 'x') - ox) <= HIT;
  // the marker's handle is the square at the top of the plot
  const marker = (p.markers ?? []).find((m) => near(m.time) && oy <= 12) ?? null;
  const userPoint = (p.userPoints ?? []).find((pt) => near(pt.time) && Math.abs(u.valToPos(pt.value, 'y') - oy) <= HIT) ?? null;
  return { x, left: clientX - box.left, top: clientY - box.top, nearest, marker, userPoint };
}
