import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { startLoginAs, stopLoginAs } from '../../auth/loginAs';

/**
 * Login-as: a super user acts as another user by sending the `login-as` header on every request. These two
 * mutations mark the start and the end in the audit log; the header itself is checked on every request.
 */
builder.mutationField('loginAs', (t) =>
  t.field({
    nullable: true,
    type: UserType,
    args: { userID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => startLoginAs(ctx.services.db, authorize(ctx), args.userID),
  }),
);

builder.mutationField('stopLoginAs', (t) =>
  t.boolean({
    nullable: true,
    resolve: async (_root, _args, ctx) => {
      await stopLoginAs(ctx.services.db, authorize(ctx));
      return true;
    },
  }),
);
