import { builder } from '../builder';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';

export const UNSUBSCRIBED_MESSAGE = 'Unsubscription Successful';

/**
 * DISABLE_SUBSCRIPTION (spec 2 §2.4, §7): turns off alarm e-mails for the user whose unsubscribe token the
 * e-mail link carried. The token is the credential, so it works without signing in (the link is opened from a
 * mail client); an unknown token changes nothing.
 */
builder.mutationField('disableSubscription', (t) =>
  t.string({
    nullable: false,
    args: { unsubscribeToken: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const token = args.unsubscribeToken.trim();
      if (!/^[0-9a-f]{16,128}$/i.test(token)) throw new AppError('UNSUBSCRIBE_INVALID');
      await ctx.services.db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable('users')
          .set({ subscription: false })
          .where('unsubscribe_token', '=', token)
          .where('deleted_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!user) throw new AppError('UNSUBSCRIBE_INVALID');
        await audit(trx, { viewer: { id: user.id, actorId: user.id }, ip: ctx.ip }, 'account.unsubscribe', { type: 'user', id: user.id });
      });
      return UNSUBSCRIBED_MESSAGE;
    },
  }),
);
