import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { skuLookup } from '../../admin/lookups';
import { LookupType } from './LookupTypes';

/** The SKUs a P.O. or a device may have; the label is the SKU with its description. */
builder.queryField('skus', (t) =>
  t.field({
    nullable: true,
    type: [LookupType],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'admin');
      return skuLookup(ctx.services.db);
    },
  }),
);
