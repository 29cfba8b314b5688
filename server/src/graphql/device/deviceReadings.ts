import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { READINGS_PAGE_MAX, readingsTable } from '../../device/readingsTable';
import { DeviceReadingsType, ReadingsSortType } from './DeviceReadingsType';

/**
 * The readings table of the device page: one stream over a range (spec 2 §2.1, §4.1 filter menu and sorting), a
 * page at a time: `first` readings in the asked order, then the next ones `after` the page's endCursor.
 */
builder.queryField('deviceReadings', (t) =>
  t.field({
    type: DeviceReadingsType,
    nullable: false,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      startTime: t.arg.float({ description: 'Epoch seconds; all data when absent.' }),
      endTime: t.arg.float({ description: 'Epoch seconds; now when absent.' }),
      first: t.arg.int({ description: `A page of at most ${READINGS_PAGE_MAX} readings; without it, up to 50,000 (deprecated).` }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
      sort: t.arg({ type: ReadingsSortType, description: 'Default TIME.' }),
      descending: t.arg.boolean({ description: 'Default true: newest (or largest) first.' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx).viewer;
      return readingsTable(ctx.services.db, viewer, {
        deviceId: args.deviceID,
        tag: args.tag,
        start: args.startTime ?? null,
        end: args.endTime ?? null,
        first: args.first ?? null,
        after: args.after ?? null,
        sort: args.sort ?? 'time',
        descending: args.descending ?? true,
      });
    },
  }),
);
