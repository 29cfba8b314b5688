import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { updateUser } from '../../team/updateUser';

/**
 * Saves the user page (spec 3 §4, §5). Absent arguments keep their value; the role flags are made exclusive
 * (the highest flag sent wins); companyID 0 keeps the company. Managers edit users of the companies they
 * manage and hand out Limited, Full and Administrator; only super users choose Super User or Demo, change a
 * company or edit a super user. `activeGroups` replaces the user's groups, which must belong to the user's
 * company. Any refusal leaves everything as it was.
 */
builder.mutationField('updateUser', (t) =>
  t.field({
    nullable: true,
    type: UserType,
    args: {
      userID: t.arg.int({ required: true }),
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      email: t.arg.string(),
      phoneNumber: t.arg.string(),
      countryCode: t.arg.string(),
      phoneType: t.arg.string({ description: "'mobile' or 'landline'; absent keeps the stored one." }),
      permissions: t.arg.stringList(),
      isManager: t.arg.boolean(),
      isSuperUser: t.arg.boolean(),
      companyID: t.arg.int(),
      canEdit: t.arg.boolean(),
      isDemo: t.arg.boolean(),
      activeGroups: t.arg.intList(),
    },
    resolve: (_root, args, ctx) => updateUser(ctx.services.db, authorize(ctx, 'manageTeam'), args),
  }),
);
