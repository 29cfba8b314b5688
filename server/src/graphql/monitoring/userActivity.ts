import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { userActivity } from '../../monitoring/userActivityQuery';
import { UserActivityType } from './UserActivityType';

builder.queryField('userActivity', (t) =>
  t.field({
    type: UserActivityType,
    nullable: false,
    description: 'Minutes of use per user, day and client for the 7 days from startDate (YYYY-MM-DD). Super users only.',
    args: { startDate: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => userActivity(ctx.services.db, authorize(ctx, 'admin').viewer, args.startDate),
  }),
);
