import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { LookupType } from './LookupTypes';

/** The manufacturer lookup (code → label) of New P.O. (spec 3 §9). */
builder.queryField('manufacturers', (t) =>
  t.field({
    type: [LookupType],
    resolve: (_root, _args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      return ctx.services.db.selectFrom('manufacturers').select(['code', 'label']).orderBy('code').execute();
    },
  }),
);
