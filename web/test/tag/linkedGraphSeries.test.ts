import { describe, expect, it } from 'vitest';
import { linkedGraphCorrections } from '@fieldwatch/domain';
import { displaySeries } from '../../src/features/tag/graph/displaySeries';
import type { GraphSeriesData } from '../../src/features/tag/graphql/getTag';

/* A 2nd to 5th graph is drawn as the linked tag's own page draws it: without the points its filter drops. */
const series = (filter: Pick<GraphSeriesData, 'filterEnabled' | 'filterThreshold' | 'filterMinimumValue'>): GraphSeriesData => ({
  role: 'secondary',
  deviceID: 7,
  tag: 'psr',
  label: 'Pressure',
  displayUnits: 'psi',
  ymin: 0,
  ymax: 100,
  calibration: null,
  ...filter,
  source: 'raw',
  bucket: 0,
  start: 0,
  end: 600,
  times: [0, 60, 120, 180, 240, 300],
  values: [50, 51, 95, 52, 2, 53],
  min: [50, 51, 95, 52, 2, 53],
  max: [50, 51, 95, 52, 2, 53],
  temps: [null, null, null, null, null, null],
});
const drawn = (g: GraphSeriesData) =>
  displaySeries(g, { unit: g.displayUnits, calibration: null, corrections: linkedGraphCorrections(g) }).corrected;

describe('a linked graph through its tag’s filter', () => {
  it('drops the lone spike over the threshold and the value under the minimum', () => {
    const d = drawn(series({ filterEnabled: true, filterThreshold: 10, filterMinimumValue: 5 }));
    expect(d.times).toEqual([0, 60, 180, 300]);
    expect(d.values).toEqual([50, 51, 52, 53]);
  });

  it('with the filter off, or only stored as settings, draws every reading', () => {
    expect(linkedGraphCorrections({ filterEnabled: false, filterThreshold: 10, filterMinimumValue: 5 })).toBeNull();
    expect(drawn(series({ filterEnabled: false, filterThreshold: 10, filterMinimumValue: 5 })).values).toEqual([50, 51, 95, 52, 2, 53]);
  });

  it('only the filter: no temperature correction of the linked tag is applied', () => {
    const c = linkedGraphCorrections({ filterEnabled: true, filterThreshold: null, filterMinimumValue: null })!;
    expect([c.temperatureCorrectionEnabled, c.sf6NormalizationEnabled, c.sensorTempFilterEnabled]).toEqual([false, false, false]);
  });
});
