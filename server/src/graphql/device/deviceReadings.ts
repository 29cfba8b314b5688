import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { findVisibleDevice } from '../../auth/policy/deviceAccess';
import { AppError } from '../../errors/AppError';
import { readingsTable, READINGS_TABLE_LIMIT, type ReadingsTable } from '../../device/readingsTable';

const ReadingsTableType = builder.objectRef<ReadingsTable>('DeviceReadings').implement({
  description: 'Raw readings of one stream for the device page table, newest first, with the comments of the range.',
  fields: (t) => ({
    tag: t.exposeString('tag'),
    times: t.floatList({ resolve: (r) => r.times, description: 'Epoch seconds.' }),
    values: t.floatList({ resolve: (r) => r.values }),
    temps: t.field({ type: ['Float'], nullable: { list: false, items: true }, resolve: (r) => r.temps }),
    commentTimes: t.floatList({ resolve: (r) => r.commentTimes }),
    comments: t.stringList({ resolve: (r) => r.comments }),
    truncated: t.boolean({
      description: `More than ${READINGS_TABLE_LIMIT} readings matched; the newest are returned.`,
      resolve: (r) => r.truncated,
    }),
  }),
});

/** The readings table of the device page: one stream over a range (spec 2 §2.1, §4.1 filter menu). */
builder.queryField('deviceReadings', (t) =>
  t.field({
    type: ReadingsTableType,
    nullable: false,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      startTime: t.arg.float({ description: 'Epoch seconds; all data when absent.' }),
      endTime: t.arg.float({ description: 'Epoch seconds; now when absent.' }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = authorize(ctx).viewer;
      if (!(await findVisibleDevice(ctx.services.db, viewer, args.deviceID))) throw new AppError('DEVICE_NOT_FOUND');
      return readingsTable(ctx.services.db, args.deviceID, args.tag, args.startTime ?? null, args.endTime ?? null);
    },
  }),
);
