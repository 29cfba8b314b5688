import { builder } from '../builder';
import { logout } from '../../auth/logout';

/**
 * Ends the session the request's token names (the browser's Logout, spec 1 §4): the token stops working at once,
 * on every copy of it. Without a live session there is nothing to end, and the answer is the same. Acting as another
 * user is left by the browser alone (stopLoginAs), not through this.
 */
builder.mutationField('logout', (t) =>
  t.boolean({
    nullable: true,
    resolve: async (_root, _args, ctx) => {
      await logout(ctx.services.db, ctx.viewer, ctx.ip);
      return true;
    },
  }),
);
