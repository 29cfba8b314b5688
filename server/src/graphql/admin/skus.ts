import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { LookupType } from './LookupTypes';

/** The SKUs a P.O. or a device may have; the label is the SKU with its description. */
builder.queryField('skus', (t) =>
  t.field({
    type: [LookupType],
    resolve: async (_root, _args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const rows = await ctx.services.db.selectFrom('skus').select(['sku', 'description']).orderBy('sku').execute();
      return rows.map((r) => ({ code: r.sku, label: r.description ? `${r.sku} - ${r.description}` : r.sku }));
    },
  }),
);
