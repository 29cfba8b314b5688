import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { countDevices } from '../../directory/deviceListQuery';

/** How many devices a devicesRe context lists in all, paging aside (the directory's total, spec 1 §2). */
builder.queryField('devicesReCount', (t) =>
  t.int({
    nullable: false,
    args: {
      includeInactive: t.arg.boolean(),
      includeOOS: t.arg.boolean(),
      query: t.arg.string(),
      selectedCompanyID: t.arg.int(),
      path: t.arg.string(),
      previousDays: t.arg.int(),
      recentDays: t.arg.int(),
    },
    resolve: (_root, args, ctx) => countDevices(ctx.services.db, authorize(ctx).viewer, args),
  }),
);
