import type { UserDataShape } from '../../tag/annotations';
import { tagKey } from '../../loaders/batchReads';
import { builder } from '../builder';
import { TagType } from '../types/TagType';
import { UserDataPointType } from './AnnotationTypes';
import { tagSettingFields } from './tagSettingFields';

// spec 2 §3 names every one of these on the Tag itself; the page reads them through deviceReGraph.settings, but an
// integration that asks a Tag for them (in deviceReGraph.tag or a device's tags) gets them there too
builder.objectFields(TagType, (t) => ({
  ...tagSettingFields(t),
  userData: t.field({
    type: [UserDataPointType],
    description: 'Readings users entered by hand, oldest first.',
    // the sensor page's tag row already carries them; a device's tag list reads them, when asked, in one query
    resolve: (r, _a, ctx) =>
      'user_data' in r ? (r as { user_data: UserDataShape[] }).user_data : ctx.loaders.userDataByTag.load(tagKey(r.device_id, r.tag)),
  }),
}));
