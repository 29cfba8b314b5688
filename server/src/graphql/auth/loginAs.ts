import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { AppError } from '../../errors/AppError';
import { audit } from '../../auth/audit';
import { canLoginAs } from '../../auth/policy/canLoginAs';
import { viewerFromRow } from '../../auth/viewer';

/**
 * Login-as: a super user acts as another user by sending the `login-as` header on every request. These two
 * mutations mark the start and the end in the audit log; the header itself is checked on every request.
 */
builder.mutationField('loginAs', (t) =>
  t.field({
    type: UserType,
    args: { userID: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      const actor = await ctx.services.db.selectFrom('users').selectAll().where('id', '=', viewer.actorId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!actor || !canLoginAs(viewerFromRow(actor, actor.id, viewer.via))) throw new AppError('LOGIN_AS_REFUSED');
      const target = await ctx.services.db.selectFrom('users').selectAll().where('id', '=', args.userID).where('deleted_at', 'is', null).executeTakeFirst();
      if (!target) throw new AppError('NOT_FOUND');
      await audit(ctx.services.db, { viewer: { id: target.id, actorId: viewer.actorId }, ip: ctx.ip }, 'loginAs.start', { type: 'user', id: target.id });
      return target;
    },
  }),
);

builder.mutationField('stopLoginAs', (t) =>
  t.boolean({
    resolve: async (_root, _args, ctx) => {
      const viewer = ctx.viewer;
      if (!viewer) throw new AppError('UNAUTHENTICATED');
      if (viewer.actorId !== viewer.id) {
        await audit(ctx.services.db, { viewer, ip: ctx.ip }, 'loginAs.stop', { type: 'user', id: viewer.id });
      }
      return true;
    },
  }),
);
