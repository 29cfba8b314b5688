import { GAP_BREAK_SECONDS } from './graphConstants';
import type { ColumnarSeries, DrawSeries } from './series';

/**
 * The series ready to draw: wherever two neighbouring points are more than `gap` seconds apart a null point is
 * put halfway between them, so the line breaks there instead of drawing a straight line across missing data.
 */
export function withGapBreaks(s: Pick<ColumnarSeries, 'times' | 'values' | 'min' | 'max'>, gap = GAP_BREAK_SECONDS): DrawSeries {
  const out: DrawSeries = { times: [], values: [], min: [], max: [] };
  for (let i = 0; i < s.times.length; i++) {
    const t = s.times[i]!;
    if (i > 0 && t - s.times[i - 1]! > gap) {
      out.times.push((t + s.times[i - 1]!) / 2);
      out.values.push(null);
      out.min.push(null);
      out.max.push(null);
    }
    out.times.push(t);
    out.values.push(s.values[i] ?? null);
    out.min.push(s.min[i] ?? null);
    out.max.push(s.max[i] ?? null);
  }
  return out;
}
