import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { afterNextPaint } from '../../../app/state/afterNextPaint';
import { chartClick } from './chartClick';
import { chartData, sameData } from './chartData';
import { chartOptions, structureKey, type ChartLive } from './chartOptions';
import { useSiteZone } from '../../../app/time/siteTime';

export type { ChartClick, ChartLine, TimeChartProps } from './chartTypes';
import type { TimeChartProps } from './chartTypes';

/**
 * A uPlot time-series chart: mean lines with their min/max band, null points break the line, comment markers,
 * user-data points and horizontal reference lines. One uPlot instance per mount (and per series layout): new data
 * goes through setData, new ranges through setScale, overlay changes through a redraw. Sets data-drawn once
 * something is drawn (tests, bench).
 */
export function TimeChart(given: TimeChartProps) {
  const siteZone = useSiteZone();
  const p: TimeChartProps = given.timeZone === undefined ? { ...given, timeZone: siteZone } : given;
  const wrap = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const live = useRef<ChartLive | null>(null);
  const structure = structureKey(p);

  useEffect(() => {
    const el = wrap.current!;
    const d = chartData(p.lines);
    const state: ChartLive = { props: p, lines: p.lines, counts: d.counts, drawn: d.drawn };
    live.current = state;
    let first = true;
    const onDraw = () => {
      el.dataset.drawn = state.drawn > 0 ? 'yes' : 'empty';
      if (state.drawn > 0 && !performance.getEntriesByName('fieldwatch:first-graph').length) {
        performance.mark('fieldwatch:first-graph');
        // what the user sees: the frame that shows the drawn canvas (bench:graph reports both)
        afterNextPaint(() => performance.mark('fieldwatch:first-graph-painted'));
      }
      if (first) {
        first = false;
        state.props.onFirstDraw?.();
      }
    };
    const u = new uPlot(
      chartOptions(p, el.clientWidth, () => state, onDraw),
      d.data,
      el,
    );
    plot.current = u;
    const ro = new ResizeObserver(() => {
      if (el.clientWidth !== u.width) u.setSize({ width: el.clientWidth, height: state.props.height });
    });
    ro.observe(el);
    return () => {
      ro.disconnect();
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
    if (u.height !== p.height) u.setSize({ width: u.width, height: p.height });
    if (!sameData(state.lines, p.lines)) {
      const d = chartData(p.lines);
      Object.assign(state, { lines: p.lines, counts: d.counts, drawn: d.drawn });
      u.setData(d.data);
    } else if (!sameRange(prev.xRange, p.xRange) || !sameRange(prev.yRange, p.yRange) || !sameRange(prev.rightRange, p.rightRange)) {
      // setting x re-ranges the y scales too, through their range functions
      u.setScale('x', { min: p.xRange[0], max: p.xRange[1] });
    } else u.redraw(false);
  });

  const click = (e: React.MouseEvent<HTMLDivElement>) => {
    const u = plot.current;
    if (!u || !p.onClick) return;
    p.onClick(chartClick(u, p, e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY));
  };

  return (
    <div
      ref={wrap}
      data-testid={p.testId}
      role="img"
      aria-label={p.ariaLabel}
      onClick={click}
      style={{ position: 'relative', width: '100%', height: p.height, cursor: p.onClick ? 'crosshair' : 'default' }}
    />
  );
}

const sameRange = (a: [number, number] | undefined, b: [number, number] | undefined) =>
  a === b || (!!a && !!b && a[0] === b[0] && a[1] === b[1]);
