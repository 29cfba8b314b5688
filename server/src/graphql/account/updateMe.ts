import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { updateMe } from '../../account/updateMe';

/**
 * UPDATE_ME (spec 2 §7): the signed-in user's own profile, View Inactive Companies (super users) and the e-mail
 * subscription. Absent arguments stay as they are; values equal to the stored ones are not changes, so the page
 * may send the whole form. Bad input or a refused field changes nothing.
 */
builder.mutationField('updateMe', (t) =>
  t.field({
    nullable: false,
    type: UserType,
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      phoneNumber: t.arg.string(),
      countryCode: t.arg.string(),
      email: t.arg.string(),
      viewInactiveCompanies: t.arg.boolean(),
      subscriptionEmail: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) => updateMe(ctx.services.db, authorize(ctx), args),
  }),
);
