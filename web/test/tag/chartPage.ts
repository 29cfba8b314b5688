import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { TimeChart } from '../../src/features/tag/graph/TimeChart';
import type { ChartClick, ChartLine } from '../../src/features/tag/graph/chartTypes';

/*
 * A page with the sensor graph alone, for the browser test of its gestures (e2e/tagChartGestures.test.ts bundles this
 * file and runs it in Chromium; nothing imports its code). A parent of the kind the sensor page is: it follows
 * onWindow with xRange, and a moment later feeds finer data for the new window, as a fetch would; a double-click
 * resets. What the chart called is recorded in window.chartPage.
 */

/** What the page exposes to the test (which declares it again: it never imports this file). */
interface ChartPageApi {
  /** Each callback, in order: ['window', from, to], ['reset'], ['click', x]. */
  events: (string | number)[][];
  start: [number, number];
  limits: { min: number; max: number; minSpan: number };
  /** Turns the Pan toggle on or off. */
  setPanMode(on: boolean): void;
}

const HOUR = 3600;
// a year of 3-hour buckets (2,920), the sensor page's year view, ending 1 Dec 2026 (so both CST and CDT are in it)
const END = Date.UTC(2026, 11, 1) / 1000;
const START = END - 365 * 86_400;
const level = (t: number) => Math.round((10 + 5 * Math.sin(t / (5 * 86_400))) * 1000) / 1000;

function buckets(from: number, to: number, step: number): ChartLine {
  const times: number[] = [];
  const values: number[] = [];
  const min: number[] = [];
  const max: number[] = [];
  for (let t = Math.ceil(from / step) * step; t <= to; t += step) {
    times.push(t);
    values.push(level(t));
    min.push(level(t) - 0.25);
    max.push(level(t) + 0.25);
  }
  return { times, values, min, max, color: '#1c7ed6', label: 'spsr', unit: 'ft' };
}

const yearView = buckets(START, END, 3 * HOUR);
const api: ChartPageApi = {
  events: [],
  start: [START, END],
  limits: { min: START, max: END, minSpan: 600 },
  setPanMode: () => undefined,
};
(window as unknown as { chartPage: ChartPageApi }).chartPage = api;

function Page() {
  const [xRange, setXRange] = useState<[number, number]>(api.start);
  const [line, setLine] = useState(yearView);
  const [panMode, setPanMode] = useState(false);
  api.setPanMode = setPanMode;
  const onWindow = (w: [number, number]) => {
    api.events.push(['window', w[0], w[1]]);
    setXRange(w);
    // the window's own data arrives later: 10-minute points, as raw readings of a short window would
    setTimeout(() => setLine(buckets(w[0], w[1], w[1] - w[0] < 30 * 86_400 ? 600 : 3 * HOUR)), 50);
  };
  const onResetZoom = () => {
    api.events.push(['reset']);
    setXRange(api.start);
    setLine(yearView);
  };
  return createElement(
    'div',
    { style: { maxWidth: 1000, padding: 20 } },
    createElement(TimeChart, {
      testId: 'chart',
      ariaLabel: 'Fluid level graph',
      height: 360,
      lines: [line],
      xRange,
      yRange: [0, 20],
      timeZone: 'America/Chicago',
      onClick: (c: ChartClick) => api.events.push(['click', c.x]),
      onWindow,
      onResetZoom,
      zoomLimits: api.limits,
      panMode,
    }),
    createElement('div', { style: { height: 20 } }),
    createElement(TimeChart, {
      testId: 'mini',
      ariaLabel: 'Whole range',
      compact: true,
      height: 60,
      lines: [{ ...yearView, color: '#868e96', label: 'all' }],
      xRange: api.start,
      yRange: [0, 20],
      highlight: xRange,
      onWindow,
      zoomLimits: api.limits,
    }),
  );
}

createRoot(document.getElementById('root')!).render(createElement(Page));
