import { builder } from '../builder';
import { audit } from '../../auth/audit';
import { revokeSession } from '../../auth/sessions';

/**
 * Ends the session the request's token names (the browser's Logout, spec 1 §4): the token stops working at once,
 * on every copy of it. Without a live session there is nothing to end, and the answer is the same. Acting as another
 * user is left by the browser alone (stopLoginAs), not through this.
 */
builder.mutationField('logout', (t) =>
  t.boolean({
    resolve: async (_root, _args, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer?.sessionId) return true;
      await revokeSession(ctx.services.db, viewer.sessionId);
      await audit(ctx.services.db, { viewer: { id: viewer.actorId, actorId: viewer.actorId }, ip: ctx.ip }, 'logout');
      return true;
    },
  }),
);
