import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { optionalViewer } from '../../auth/policy/authorize';
import { findMe } from '../../account/loadMe';

builder.queryField('me', (t) =>
  t.field({
    type: UserType,
    nullable: true,
    description: 'The signed-in user (the impersonated one under login-as); null when not signed in.',
    resolve: async (_root, _args, ctx) => {
      const viewer = optionalViewer(ctx);
      if (!viewer) return null;
      return findMe(ctx.services.db, viewer.id);
    },
  }),
);
