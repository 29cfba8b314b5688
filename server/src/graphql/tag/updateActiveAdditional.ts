import { builder } from '../builder';
import { updateSingleSetting } from './singleSetting';
import { TagSettingsType } from './TagSettingsType';

/**
 * The additional sensor the graph draws, stored on the tag (spec 2 §7); null or empty for none. Users who may not
 * edit the tag choose for themselves only (the page passes its choice to `graphs(additional:)`).
 */
builder.mutationField('updateActiveAdditional', (t) =>
  t.field({
    type: TagSettingsType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), activeAdditional: t.arg.string() },
    resolve: async (_root, a, ctx) => {
      const choice = a.activeAdditional?.trim() || null;
      let problem: string | null = null;
      if (choice !== null) {
        const exists = await ctx.services.db.selectFrom('tags').select('tag').where('device_id', '=', a.deviceID).where('tag', '=', choice).executeTakeFirst();
        if (!exists || choice === a.tag) problem = 'This device has no such additional sensor.';
      }
      return updateSingleSetting(ctx, a.deviceID, a.tag, 'chooseAdditional', { active_additional: choice }, problem);
    },
  }),
);
