import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { manufacturerLookup } from '../../admin/lookups';
import { LookupType } from './LookupTypes';

/** The manufacturer lookup (code → label) of New P.O. (spec 3 §9). */
builder.queryField('manufacturers', (t) =>
  t.field({
    nullable: true,
    type: [LookupType],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'admin');
      return manufacturerLookup(ctx.services.db);
    },
  }),
);
