import type { GraphQLResolveInfo } from 'graphql';
import { memoRowColumns, type RowShape } from '../rowColumns';

/**
 * The tag columns a device's `tags` field reads: the directory's cards ask for 8 of the table's 36 (its graph links
 * and settings are JSON parsed per row). How the columns are worked out: graphql/rowColumns.ts. The fields of
 * TagType and TagAlarms with a resolver of their own are listed here (the loaders key on device_id and tag);
 * test/directory/tagSelection.test.ts checks every field of both against a whole row.
 */
const TAG_SHAPE: RowShape = {
  type: 'Tag',
  resolvedFrom: {
    __typename: [],
    time: ['time'],
    calibration: [],
    userData: [],
  },
  always: ['device_id', 'tag'],
  nested: {
    alarms: {
      type: 'TagAlarms',
      resolvedFrom: {
        __typename: [],
        flagTime: ['alarm_flag_time'],
        acknowledged: ['alarm_acknowledged_at'],
        rules: [],
        reason: ['alarm_flag'],
        trigger: [],
      },
      always: [],
    },
  },
};

/** The columns of `tags` this selection of a device's tags needs; null: read whole rows. */
export const tagColumnsFor: (info: GraphQLResolveInfo) => string[] | null = memoRowColumns(TAG_SHAPE);
