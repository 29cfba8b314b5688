import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateActiveAdditional } from '../../tag/updateSingleSetting';
import { TagSettingsType } from './TagSettingsType';

/**
 * The additional sensor the graph draws, stored on the tag (spec 2 §7); null or empty for none. Users who may not
 * edit the tag choose for themselves only (the page passes its choice to `graphs(additional:)`).
 */
builder.mutationField('updateActiveAdditional', (t) =>
  t.field({
    nullable: true,
    type: TagSettingsType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), activeAdditional: t.arg.string() },
    resolve: (_root, a, ctx) =>
      updateActiveAdditional(ctx.services.db, authorize(ctx), a.deviceID, a.tag, a.activeAdditional?.trim() || null),
  }),
);
