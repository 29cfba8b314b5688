import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { signOutEverywhere } from '../../account/signOutEverywhere';

/**
 * Account → Sign out everywhere: ends every session of the signed-in user, this one included (docs/security.md).
 * Answers how many were ended. Not with an API key (keys are deleted on their own list) nor while acting as another
 * user (it would end the super user's own sessions from someone else's page).
 */
builder.mutationField('signOutEverywhere', (t) =>
  t.int({
    nullable: true,
    resolve: (_root, _args, ctx) => signOutEverywhere(ctx.services.db, authorize(ctx)),
  }),
);
