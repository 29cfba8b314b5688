import { builder } from '../builder';
import { countReadings, rangeHasTemps } from '../../device/readingsRange';
import { READINGS_TABLE_LIMIT, type ReadingsTable } from '../../device/readingsTable';
import type { ReadingsSort } from '../../device/readingsCursor';

export const ReadingsSortType = builder.enumType('ReadingsSort', {
  description: 'What the device page readings table sorts by (spec 2 §4.1).',
  values: {
    TIME: { value: 'time', description: 'The reading time.' },
    VALUE: { value: 'value', description: 'The stored value (the page turns the direction when its unit shows larger values smaller).' },
    TEMP: { value: 'temp', description: 'The sensor temperature; readings without one come last either way.' },
  } as const satisfies Record<string, { value: ReadingsSort; description: string }>,
});

export const DeviceReadingsType = builder.objectRef<ReadingsTable>('DeviceReadings').implement({
  description:
    'Raw readings of one stream for the device page table: one page in the asked order (newest first by default), ' +
    'with the comments of the range.',
  fields: (t) => ({
    tag: t.exposeString('tag'),
    times: t.floatList({ resolve: (r) => r.times, description: 'Epoch seconds.' }),
    values: t.floatList({ resolve: (r) => r.values, description: 'Stored values, in the base unit.' }),
    temps: t.field({ type: ['Float'], nullable: { list: false, items: true }, resolve: (r) => r.temps }),
    commentTimes: t.floatList({ resolve: (r) => r.commentTimes, description: 'The comments of the whole range.' }),
    comments: t.stringList({ resolve: (r) => r.comments }),
    rowComments: t.stringList({
      resolve: (r) => r.rowComments,
      description: "Each row's comments: every comment of the range goes to the reading nearest it, several joined by '; '.",
    }),
    endCursor: t.string({
      nullable: true,
      resolve: (r) => r.endCursor,
      description: 'Pass as `after` for the next page; null on the last page.',
    }),
    total: t.int({
      description: 'How many readings the range holds.',
      resolve: (r, _a, ctx) => countReadings(ctx.services.db, r.range),
    }),
    hasTemps: t.boolean({
      description: 'Whether any reading of the range carries a sensor temperature (the additional column).',
      resolve: (r, _a, ctx) => rangeHasTemps(ctx.services.db, r.range),
    }),
    truncated: t.boolean({
      description: `A call without \`first\` matched more than ${READINGS_TABLE_LIMIT} readings and got the first of them.`,
      deprecationReason: 'Page with `first` and `after`; a paged call is never cut.',
      resolve: (r) => r.truncated,
    }),
  }),
});
