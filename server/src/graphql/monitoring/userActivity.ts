import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { userActivity } from '../../devices/userActivityQuery';
import { UserActivityType } from './UserActivityType';

builder.queryField('userActivity', (t) =>
  t.field({
    type: UserActivityType,
    nullable: false,
    description: 'Minutes of use per user, day and client for the 7 days from startDate (YYYY-MM-DD). Super users only.',
    args: { startDate: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      return userActivity(ctx.services.db, ctx.viewer, args.startDate);
    },
  }),
);
