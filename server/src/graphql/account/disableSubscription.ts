import { builder } from '../builder';
import { disableSubscription } from '../../account/disableSubscription';

const UNSUBSCRIBED_MESSAGE = 'Unsubscription Successful';

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
      await disableSubscription(ctx.services.db, args.unsubscribeToken, ctx.ip);
      return UNSUBSCRIBED_MESSAGE;
    },
  }),
);
