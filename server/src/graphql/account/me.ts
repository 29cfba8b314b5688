import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { AppError } from '../../errors/AppError';

builder.queryField('me', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: 'The signed-in user (the impersonated one under login-as); null when not signed in.',
    resolve: async (_root, _args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      if (!ctx.viewer) return null;
      return (await ctx.services.db.selectFrom('users').selectAll().where('id', '=', ctx.viewer.id).executeTakeFirst()) ?? null;
    },
  }),
);
