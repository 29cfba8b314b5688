import { capabilitiesOf, flagsForRole, superOnlyFlagsRequested, phoneDigits, roleChangeRefusal, roleOf, type RoleFlags } from '@fieldwatch/domain';
import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { assertCan } from '../../auth/policy/assertCan';
import { lockManagedUser } from '../../auth/policy/managedUser';
import { audit } from '../../auth/audit';
import { revokeUserSessions } from '../../auth/sessions';
import { AppError } from '../../errors/AppError';
import { phoneTypeArg } from '../../team/phoneTypeArg';
import { checkUserContact, contactRevealOf } from '../../team/userContact';
import { asDuplicateContact } from '../../team/uniqueViolation';
import { assertAllInCompany } from '../../team/memberIds';
import { permissionsList } from '../../team/permissionsList';

/**
 * Saves the user page (spec 3 §4, §5). Absent arguments keep their value; the role flags are made exclusive
 * (the highest flag sent wins); companyID 0 keeps the company. Managers edit users of the companies they
 * manage and hand out Limited, Full and Administrator; only super users choose Super User or Demo, change a
 * company or edit a super user. `activeGroups` replaces the user's groups, which must belong to the user's
 * company. Any refusal leaves everything as it was.
 */
builder.mutationField('updateUser', (t) =>
  t.field({
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
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = ctx.viewer;
      assertCan(viewer, 'manageTeam');
      return ctx.services.db.transaction().execute(async (trx) => {
        const before = await lockManagedUser(trx, viewer, args.userID);
        const current: RoleFlags = { isSuperUser: before.is_super_user, isManager: before.is_manager, canEdit: before.can_edit, isDemo: before.is_demo };
        const next = flagsForRole(
          roleOf({
            isSuperUser: args.isSuperUser ?? current.isSuperUser,
            isManager: args.isManager ?? current.isManager,
            canEdit: args.canEdit ?? current.canEdit,
            isDemo: args.isDemo ?? current.isDemo,
          }),
        );
        // a flag the viewer may not hand out is refused, even where another flag would decide the role
        if (!capabilitiesOf(viewer).assignAnyRole && superOnlyFlagsRequested(args, current).length) throw new AppError('TEAM_ROLE_REFUSED');
        const companyId = args.companyID ? args.companyID : before.company_id;
        const companyChanges = companyId !== before.company_id;
        const refusal = roleChangeRefusal(viewer, { current, next, companyChanges });
        if (refusal) throw new AppError(refusal);
        if (companyChanges && companyId !== null) {
          const exists = await trx.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
          if (!exists) throw new AppError('TEAM_COMPANY_NOT_FOUND');
        }
        const phoneType = phoneTypeArg(args.phoneType) ?? before.phone_type;
        const email = args.email ?? before.email;
        const phoneNumber = args.phoneNumber ?? before.phone_number;
        const countryCode = args.countryCode || before.country_code;
        const clean = await checkUserContact(
          trx,
          { firstName: args.firstName ?? before.first_name, lastName: args.lastName ?? before.last_name, email, phoneNumber, countryCode },
          contactRevealOf(viewer),
          {
            exceptUserId: before.id,
            contactOptional: next.isDemo,
            unchanged: {
              email: (email ?? '').trim().toLowerCase() === (before.email ?? '').toLowerCase(),
              phoneNumber: phoneDigits(phoneNumber ?? '') === phoneDigits(before.phone_number ?? '') && countryCode === before.country_code,
            },
          },
        );
        const permissions = args.permissions ? permissionsList(args.permissions) : before.permissions;
        let groups: number[] | null = null;
        if (args.activeGroups) {
          if (companyId !== null) groups = await assertAllInCompany(trx, 'groups', args.activeGroups, companyId);
          else if (args.activeGroups.length > 0) throw new AppError('TEAM_GROUP_NOT_FOUND');
          else groups = [];
        }
        const after = await trx
          .updateTable('users')
          .set({
            first_name: clean.firstName,
            last_name: clean.lastName,
            email: clean.email,
            phone_number: clean.phoneNumber,
            country_code: clean.countryCode,
            phone_type: phoneType,
            is_super_user: next.isSuperUser,
            is_manager: next.isManager,
            can_edit: next.canEdit,
            is_demo: next.isDemo,
            permissions,
            company_id: companyId,
          })
          .where('id', '=', before.id)
          .returningAll()
          .executeTakeFirstOrThrow()
          .catch((err: unknown) => {
            throw asDuplicateContact(err);
          });
        if (groups !== null) {
          await trx.deleteFrom('group_users').where('user_id', '=', before.id).execute();
          if (groups.length) await trx.insertInto('group_users').values(groups.map((group_id) => ({ group_id, user_id: before.id }))).execute();
        } else if (companyChanges) {
          // groups belong to one company: moving the user takes them out of the old company's groups
          await trx
            .deleteFrom('group_users')
            .where('user_id', '=', before.id)
            .where('group_id', 'not in', (eb) => eb.selectFrom('groups').select('id').where('company_id', '=', companyId ?? -1))
            .execute();
        }
        // a new role, company or contact ends the user's sessions (docs/security.md); the editor's own one stays
        const contactChanged = clean.email !== before.email || clean.phoneNumber !== before.phone_number || clean.countryCode !== before.country_code;
        if (roleOf(current) !== roleOf(next) || companyChanges || contactChanged) {
          await revokeUserSessions(trx, before.id, before.id === viewer.actorId ? viewer.sessionId : null);
        }
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.user.update', { type: 'user', id: before.id }, {
            role: { from: roleOf(current), to: roleOf(next) },
            companyId: { from: before.company_id, to: companyId },
            contact: { email: clean.email, phoneNumber: clean.phoneNumber, countryCode: clean.countryCode },
            ...(groups !== null ? { groups } : {}),
          });
        return after;
      });
    },
  }),
);
