import { builder } from '../builder';
import { login } from '../../auth/pinSignIn';

const LoginResult = builder.objectRef<{ authorization: string | null; errorMessage: string | null }>('LoginResult').implement({
  fields: (t) => ({
    authorization: t.exposeString('authorization', { nullable: true }),
    errorMessage: t.exposeString('errorMessage', { nullable: true }),
  }),
});

builder.mutationField('login', (t) =>
  t.field({
    nullable: true,
    type: LoginResult,
    description:
      'Exchanges the PIN for a session token, sent back as `authorization` (use it as a bearer token). Send the sign-in cookie that requestPin set: the PIN works only with it.',
    args: { phoneNumber: t.arg.string(), email: t.arg.string(), pin: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx.services.pinSignIn, args, ctx.ip, ctx.signInClient.hash),
  }),
);
