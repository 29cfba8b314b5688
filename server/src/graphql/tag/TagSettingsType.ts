import type { AdditionalTag } from '../../db/schema';
import type { TagSettingsRow } from '../../tag/tagSettingsRow';
import { builder } from '../builder';
import { tagSettingFields } from './tagSettingFields';

export const AdditionalTagType = builder.objectRef<AdditionalTag>('AdditionalTagSetting').implement({
  fields: (t) => ({
    tag: t.exposeString('tag'),
    displayUnits: t.exposeString('displayUnits', { nullable: true }),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
  }),
});

/** The sensor page's settings of a tag (spec 2 §3 Tag, §7 updateTag), read by the Graph and Settings tabs. */
export const TagSettingsType = builder.objectRef<TagSettingsRow>('TagSettings').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('device_id'),
    tag: t.exposeString('tag'),
    ymin: t.exposeFloat('ymin', { nullable: true }),
    ymax: t.exposeFloat('ymax', { nullable: true }),
    displayUnits: t.exposeString('display_units', { nullable: true }),
    barrelsPerInch: t.exposeFloat('barrels_per_inch'),
    filterEnabled: t.exposeBoolean('filter_enabled'),
    additionalTags: t.field({ type: [AdditionalTagType], resolve: (r) => r.additional_tags }),
    ...tagSettingFields(t),
  }),
});
