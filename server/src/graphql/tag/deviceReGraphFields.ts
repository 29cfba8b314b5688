import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { pageDevice } from './pageDevice';
import { parentTag } from './parentTag';
import { additionalOptions } from '../../tag/additionalOptions';
import { graphSeriesList } from '../../tag/graphSeriesList';
import { DeviceReGraphType } from '../types/DeviceReGraphType';
import { DeviceType } from '../types/DeviceType';
import { TagType } from '../types/TagType';
import { GraphSeriesType } from './GraphSeriesType';
import { GraphCommentType, UserDataPointType } from './AnnotationTypes';
import { AdditionalTagType, TagSettingsType } from './TagSettingsType';

/** The graph side of deviceReGraph: device, tag, settings, series, comments and user data. */
builder.objectFields(DeviceReGraphType, (t) => ({
  device: t.field({ type: DeviceType, resolve: (p, _a, ctx) => pageDevice(p, ctx) }),
  tag: t.field({ type: TagType, resolve: (p, _a, ctx) => parentTag(p, ctx) }),
  settings: t.field({ type: TagSettingsType, resolve: (p, _a, ctx) => parentTag(p, ctx) }),
  additionalOptions: t.field({
    type: [AdditionalTagType],
    description: 'What the additional-sensor selector offers.',
    resolve: async (p, _a, ctx) => {
      const tag = await parentTag(p, ctx);
      return additionalOptions(ctx.services.db, tag, tag.device_tags);
    },
  }),
  graphs: t.field({
    type: [GraphSeriesType],
    args: {
      additional: t.arg.string({ description: "The additional sensor to draw instead of the tag's stored choice; empty for none." }),
    },
    resolve: async (p, args, ctx) => {
      const { viewer } = authorize(ctx);
      const tag = await parentTag(p, ctx);
      const additional = args.additional === undefined ? undefined : args.additional || null;
      return graphSeriesList(ctx.services.db, viewer, tag, {
        start: p.startTime,
        end: p.endTime,
        downsampled: p.downsampled,
        points: p.points,
        additional,
      });
    },
  }),
  // read with the tag row (tag/tagPageRow)
  comments: t.field({ type: [GraphCommentType], resolve: async (p, _a, ctx) => (await parentTag(p, ctx)).comments }),
  userData: t.field({ type: [UserDataPointType], resolve: async (p, _a, ctx) => (await parentTag(p, ctx)).user_data }),
}));
