import { apiKeyPrefix } from '@fieldwatch/domain';
import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { assertCanEditOwnAccount } from '../../auth/policy/assertCanEditOwnAccount';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { loadMe } from './loadMe';

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
      assertCanEditOwnAccount(ctx.viewer, 'apiKeys');
      const viewer = ctx.viewer;
      const prefix = apiKeyPrefix(args.key.trim());
      await ctx.services.db.transaction().execute(async (trx) => {
        const revoked = await trx
          .updateTable('api_keys')
          .set({ revoked_at: new Date() })
          .where('prefix', '=', prefix)
          .where('user_id', '=', viewer.id)
          .where('revoked_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!revoked) throw new AppError('API_KEY_NOT_FOUND');
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'apiKey.delete', { type: 'apiKey', id: prefix });
      });
      return loadMe(ctx.services.db, viewer.id);
    },
  }),
);
