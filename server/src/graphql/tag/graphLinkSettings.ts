import { defaultUnit } from '@fieldwatch/domain';
import type { GraphLink } from '../../db/schema';
import { builder } from '../builder';
import type { GraphQLContext } from '../context';
import { tagKey } from '../../loaders/batchReads';
import { GraphLinkType } from './GraphLinkType';

const linked = (l: GraphLink, ctx: GraphQLContext) => ctx.loaders.visibleTag.load(tagKey(l.deviceID, l.tag));

// spec 2 §3 Tag: secondaryGraph to fifthGraph {deviceID, tag, ymin, ymax, displayUnits, data, filterEnabled,
// filterThreshold, filterMinimumValue}: the linked tag's own display settings and filter, read at the link (the
// linked device may be another company's after a move: then null, as its data link is refused)
builder.objectFields(GraphLinkType, (t) => ({
  ymin: t.float({ nullable: true, resolve: async (l, _a, ctx) => (await linked(l, ctx))?.ymin ?? null }),
  ymax: t.float({ nullable: true, resolve: async (l, _a, ctx) => (await linked(l, ctx))?.ymax ?? null }),
  displayUnits: t.string({
    nullable: true,
    resolve: async (l, _a, ctx) => {
      const row = await linked(l, ctx);
      return row ? (row.display_units ?? defaultUnit(row.tag).unit) : null;
    },
  }),
  filterEnabled: t.boolean({ resolve: async (l, _a, ctx) => (await linked(l, ctx))?.filter_enabled ?? false }),
  filterThreshold: t.float({ nullable: true, resolve: async (l, _a, ctx) => (await linked(l, ctx))?.filter_threshold ?? null }),
  filterMinimumValue: t.float({ nullable: true, resolve: async (l, _a, ctx) => (await linked(l, ctx))?.filter_minimum_value ?? null }),
}));
