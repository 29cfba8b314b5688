import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleTag } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { nearestReading, type NearestReading } from '../../tag/nearestReading';

const NearestReadingType = builder.objectRef<NearestReading>('NearestReading').implement({
  fields: (t) => ({
    time: t.exposeFloat('time', { description: 'Epoch seconds, to the millisecond: what deleteData takes.' }),
    value: t.exposeFloat('value', { description: "In the tag's base unit." }),
  }),
});

/**
 * The raw reading nearest to a time (the graph click on a downsampled range hits a bucket; Delete Data Point deletes
 * the reading this names). Null when the tag has none within `maxDistance` seconds.
 */
builder.queryField('nearestReading', (t) =>
  t.field({
    type: NearestReadingType,
    nullable: true,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      time: t.arg.float({ required: true }),
      maxDistance: t.arg.float({ description: 'Seconds; the clicked bucket width, for instance.' }),
    },
    resolve: async (_root, a, ctx) => {
      const { viewer } = authorize(ctx);
      await visibleTag(ctx.services.db, viewer, a.deviceID, a.tag);
      const max = a.maxDistance ?? null;
      if (!Number.isFinite(a.time) || (max !== null && (!Number.isFinite(max) || max < 0)))
        throw new AppError('BAD_INPUT', { message: 'The time is not valid.' });
      return nearestReading(ctx.services.db, a.deviceID, a.tag, a.time, max);
    },
  }),
);
