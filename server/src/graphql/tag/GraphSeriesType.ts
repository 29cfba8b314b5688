import { builder } from '../builder';
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
    source: t.string({ description: 'raw, hourly or daily.', resolve: (g) => g.series.resolution.source }),
    bucket: t.int({ description: 'Bucket width in seconds; 0: every reading.', resolve: (g) => g.series.resolution.bucket }),
    start: t.float({ resolve: (g) => g.series.start }),
    end: t.float({ resolve: (g) => g.series.end }),
    times: t.floatList({ resolve: (g) => g.series.times }),
    values: t.floatList({ resolve: (g) => g.series.values }),
    min: t.floatList({ resolve: (g) => g.series.min }),
    max: t.floatList({ resolve: (g) => g.series.max }),
    temps: t.field({ type: ['Float'], nullable: { list: false, items: true }, resolve: (g) => g.series.temps }),
  }),
});
