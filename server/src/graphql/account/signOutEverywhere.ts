import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { audit } from '../../auth/audit';
import { revokeUserSessions } from '../../auth/sessions';
import { AppError } from '../../errors/AppError';

/**
 * Account → Sign out everywhere: ends every session of the signed-in user, this one included (docs/security.md).
 * Answers how many were ended. Not with an API key (keys are deleted on their own list) nor while acting as another
 * user (it would end the super user's own sessions from someone else's page).
 */
builder.mutationField('signOutEverywhere', (t) =>
  t.int({
    resolve: async (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      if (viewer.via !== 'session' || viewer.actorId !== viewer.id) throw new AppError('SIGN_OUT_REFUSED');
      const db = ctx.services.db;
      return db.transaction().execute(async (trx) => {
        const ended = await revokeUserSessions(trx, viewer.id);
        await audit(trx, { viewer: { id: viewer.id, actorId: viewer.id }, ip: ctx.ip }, 'account.signOutEverywhere', undefined, { sessions: ended });
        return ended;
      });
    },
  }),
);
