import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { tagColumnsFor } from '../types/tagSelection';
import { TagType } from '../types/TagType';
import { authorize } from '../../auth/policy/authorize';
import { abilitiesWithGrants } from '../../device/viewerAbilities';
import {
  DeviceEventType,
  DeviceGroupType,
  DeviceSettingType,
  LatestStatusType,
  LogCommentType,
  StatusLogEntryType,
  ViewerDeviceAbilitiesType,
} from './devicePageTypes';

/**
 * What the device page reads beyond the list fields (spec 2 §3), asked for a device that has already been filtered
 * through the policy (deviceRe). The collections come from one read per request (device/devicePageParts.ts).
 */
builder.objectFields(DeviceType, (t) => ({
  events: t.field({
    type: [DeviceEventType],
    description: 'The newest events; flags 1 to 3 only, except for super users.',
    resolve: async (d, _a, ctx) => (await ctx.loaders.devicePageParts.load(d.id)).events,
  }),
  settings: t.field({
    type: [DeviceSettingType],
    description: 'Alarm and error keys, image signatures and raw extra settings only for super users (spec 2 §3).',
    resolve: async (d, _a, ctx) => (await ctx.loaders.devicePageParts.load(d.id)).settings,
  }),
  log: t.field({
    type: [StatusLogEntryType],
    description: 'Lifecycle status history, oldest first.',
    resolve: async (d, _a, ctx) => (await ctx.loaders.devicePageParts.load(d.id)).log,
  }),
  latest: t.field({ type: LatestStatusType, resolve: (d) => ({ status: d.status }) }),
  logComments: t.field({
    type: [LogCommentType],
    resolve: async (d, _a, ctx) => (await ctx.loaders.devicePageParts.load(d.id)).logComments,
  }),
  groups: t.field({
    type: [DeviceGroupType],
    resolve: async (d, _a, ctx) => (await ctx.loaders.devicePageParts.load(d.id)).groups,
  }),
  voltage: t.field({
    type: TagType,
    nullable: true,
    description: 'The battery voltage stream (_v).',
    resolve: async (d, _a, ctx, info) => (await ctx.loaders.tagsOf(d.id, tagColumnsFor(info))).find((tag) => tag.tag === '_v') ?? null,
  }),
  viewerAbilities: t.field({
    type: ViewerDeviceAbilitiesType,
    resolve: async (d, _a, ctx) => {
      const viewer = authorize(ctx).viewer;
      return abilitiesWithGrants(viewer, (await ctx.loaders.devicePageParts.load(d.id)).grants);
    },
  }),
}));
