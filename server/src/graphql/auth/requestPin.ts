import { builder } from '../builder';
import { requestPin } from '../../auth/pinSignIn';

const RequestPinResult = builder.objectRef<{ errorMessage: string | null }>('RequestPinResult').implement({
  fields: (t) => ({ errorMessage: t.exposeString('errorMessage', { nullable: true }) }),
});

builder.mutationField('requestPin', (t) =>
  t.field({
    nullable: true,
    type: RequestPinResult,
    description:
      'Sends a one-time 4-digit PIN by text (phoneNumber) or e-mail (email), bound to the sign-in cookie this answer sets (or the one sent).',
    args: { phoneNumber: t.arg.string(), email: t.arg.string() },
    resolve: (_root, args, ctx) => requestPin(ctx.services.pinSignIn, args, ctx.ip, ctx.signInClient.ensure()),
  }),
);
