import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { deleteUser } from '../../team/deleteUser';

/**
 * Deletes a user (spec 3 user page, two-click delete): the row stays for the audit trail but the user can no
 * longer sign in (sessions revoked, API keys unusable), leaves every group and is free to be added again.
 * Answers the remaining users of the company.
 */
builder.mutationField('deleteUser', (t) =>
  t.field({
    nullable: true,
    type: [UserType],
    args: { userID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => deleteUser(ctx.services.db, ctx.services.clock, authorize(ctx, 'manageTeam'), args.userID),
  }),
);
