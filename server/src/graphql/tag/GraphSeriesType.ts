import { calibrationSourceTag } from '@fieldwatch/domain';
import { builder } from '../builder';
import './FloatColumnScalar';
import { tagKey } from '../../loaders/batchReads';
import { CalibrationType } from '../types/TagType';
import type { GraphSeriesShape } from '../../tag/graphSeriesList';

/**
 * One drawn series, columnar (spec 2 §3 Tag data, DESIGN.md §5): bucket start times in epoch seconds, the mean,
 * min and max of each bucket in the tag's base unit, and the mean sensor temperature where known.
 */
export const GraphSeriesType = builder.objectRef<GraphSeriesShape>('GraphSeries').implement({
  fields: (t) => ({
    role: t.exposeString('role', { description: 'primary, additional, secondary, third, fourth or fifth.' }),
    deviceID: t.exposeInt('deviceId'),
    tag: t.exposeString('tag'),
    label: t.exposeString('label'),
    displayUnits: t.exposeString('displayUnits', { nullable: true }),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
    calibration: t.field({
      type: CalibrationType,
      nullable: true,
      description: "The newest calibration the series is shown through (a production counter: its turbine's).",
      resolve: (g, _a, ctx) => ctx.loaders.calibrationByTag.load(tagKey(g.deviceId, calibrationSourceTag(g.tag))),
    }),
    filterEnabled: t.boolean({
      description: "The series tag's own filter (off for an additional sensor).",
      resolve: (g) => g.filter?.enabled ?? false,
    }),
    filterThreshold: t.float({ nullable: true, resolve: (g) => g.filter?.threshold ?? null }),
    filterMinimumValue: t.float({ nullable: true, resolve: (g) => g.filter?.minimumValue ?? null }),
    source: t.string({ description: 'raw, hourly or daily.', resolve: (g) => g.series.resolution.source }),
    bucket: t.int({ description: 'Bucket width in seconds; 0: every reading.', resolve: (g) => g.series.resolution.bucket }),
    start: t.float({ resolve: (g) => g.series.start }),
    end: t.float({ resolve: (g) => g.series.end }),
    // one scalar per column, not a list of Float: graphql-js would complete every point as a field of its own,
    // a large share of GetTag's server time in a profile of the year view
    times: t.field({ type: 'FloatColumn', resolve: (g) => g.series.times }),
    values: t.field({ type: 'FloatColumn', resolve: (g) => g.series.values }),
    min: t.field({ type: 'FloatColumn', resolve: (g) => g.series.min }),
    max: t.field({ type: 'FloatColumn', resolve: (g) => g.series.max }),
    temps: t.field({ type: 'FloatColumn', description: 'null where no temperature was reported.', resolve: (g) => g.series.temps }),
  }),
});
