import { useMemo } from 'react';
import { downsampleSeries } from '@fieldwatch/domain';
import type { GraphSeriesData } from '../graphql/getTag';
import type { TagView } from '../useTagView';
import { columnarOf, displaySeries } from './displaySeries';
import { TimeChart } from './TimeChart';
import { yRangeOf } from './yRange';

const POINTS = 400;

export interface MiniGraphProps {
  /** The primary series of the whole range (the page's full-range load). */
  series: GraphSeriesData;
  view: TagView;
  /** The whole range drawn. */
  extent: [number, number];
  /** The main graph's window, shaded. */
  window: [number, number];
  /** Brushing: a drag selects a window, a click centres the window on the clicked time. */
  onWindow: (w: [number, number]) => void;
}

/** The desktop mini-graph (spec 2 §2.2, at 1000 px and wider): the whole range, the main graph's window shaded. */
export function MiniGraph({ series, view, extent, window, onWindow }: MiniGraphProps) {
  const line = useMemo(() => {
    const small = downsampleSeries(columnarOf(series), POINTS);
    // neighbouring mini-graph buckets are a bucket apart: only a longer silence is a gap
    const bucket = small.times.length > 1 ? Math.ceil((small.times.at(-1)! - small.times[0]!) / POINTS) : series.bucket;
    return displaySeries(
      { ...series, ...small, bucket: Math.max(bucket, series.bucket) },
      { unit: view.unit, calibration: view.calibration },
    );
  }, [series, view.unit, view.calibration]);
  return (
    <TimeChart
      testId="mini-graph"
      ariaLabel="Whole range"
      compact
      height={60}
      lines={[{ ...line, color: '#868e96', label: 'all' }]}
      xRange={extent}
      yRange={yRangeOf(null, null, [line.values], [0, 1])}
      highlight={window}
      onWindow={onWindow}
    />
  );
}
