import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { deleteApiKey } from '../../account/deleteApiKey';
import { loadMe } from '../../account/loadMe';

/**
 * DELETE_API_KEY (spec 2 §7): revokes one of the user's own keys, named by its prefix (the whole key works too).
 * The row stays, revoked, so the audit trail keeps what the prefix was.
 */
builder.mutationField('deleteApiKey', (t) =>
  t.field({
    nullable: false,
    type: UserType,
    args: { key: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = authorize(ctx);
      await deleteApiKey(ctx.services.db, actor, args.key);
      return loadMe(ctx.services.db, actor.viewer.id);
    },
  }),
);
