import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { TagType } from '../types/TagType';
import { authorize } from '../../auth/policy/authorize';
import { viewerDeviceAbilities } from '../../device/viewerAbilities';
import {
  DeviceEventType,
  DeviceGroupType,
  DeviceSettingType,
  LatestStatusType,
  LogCommentType,
  StatusLogEntryType,
  ViewerDeviceAbilitiesType,
} from './devicePageTypes';
import { deviceEvents } from '../../device/deviceEvents';
import { deviceGroups } from '../../device/deviceGroups';
import { deviceSettingRows } from '../../device/deviceSettingRows';
import { logComments, statusLog } from '../../device/lifecycleLog';

/** How many events the Events section lists; All Events shows the rest. */
const RECENT_EVENTS = 50;

/**
 * What the device page reads beyond the list fields (spec 2 §3). These are only asked for one device at a time
 * (deviceRe), which has already been filtered through the policy, so each runs one small query.
 */
builder.objectFields(DeviceType, (t) => ({
  events: t.field({
    type: [DeviceEventType],
    description: 'The newest events; flags 1 to 3 only, except for super users.',
    resolve: (d, _a, ctx) => deviceEvents(ctx.services.db, authorize(ctx).viewer, d.id, RECENT_EVENTS),
  }),
  settings: t.field({
    type: [DeviceSettingType],
    description: 'Alarm and error keys, image signatures and raw extra settings only for super users (spec 2 §3).',
    resolve: (d, _a, ctx) => deviceSettingRows(ctx.services.db, d.id, authorize(ctx).viewer),
  }),
  log: t.field({
    type: [StatusLogEntryType],
    description: 'Lifecycle status history, oldest first.',
    resolve: (d, _a, ctx) => statusLog(ctx.services.db, d.id),
  }),
  latest: t.field({ type: LatestStatusType, resolve: (d) => ({ status: d.status }) }),
  logComments: t.field({
    type: [LogCommentType],
    resolve: (d, _a, ctx) => logComments(ctx.services.db, d.id),
  }),
  groups: t.field({
    type: [DeviceGroupType],
    resolve: (d, _a, ctx) => deviceGroups(ctx.services.db, d.id),
  }),
  voltage: t.field({
    type: TagType,
    nullable: true,
    description: 'The battery voltage stream (_v).',
    resolve: async (d, _a, ctx) => (await ctx.loaders.tagsByDevice.load(d.id)).find((tag) => tag.tag === '_v') ?? null,
  }),
  viewerAbilities: t.field({
    type: ViewerDeviceAbilitiesType,
    resolve: (d, _a, ctx) => viewerDeviceAbilities(ctx.services.db, authorize(ctx).viewer, d.id),
  }),
}));
