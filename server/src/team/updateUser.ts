import {
  capabilitiesOf,
  flagsForRole,
  superOnlyFlagsRequested,
  phoneDigits,
  roleChangeRefusal,
  roleOf,
  type RoleFlags,
} from '@fieldwatch/domain';
import type { Selectable } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockManagedUser } from '../auth/policy/managedUser';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/connection';
import type { UsersTable } from '../db/schema';
import { AppError } from '../errors/AppError';
import { assertAllInCompany } from './memberIds';
import { permissionsList } from './permissionsList';
import { phoneTypeArg } from './phoneTypeArg';
import { asDuplicateContact } from './uniqueViolation';
import { checkUserContact, contactRevealOf } from './userContact';

/** The arguments of updateUser (spec 3 §4, §5); an absent one keeps its value. */
export interface UpdateUserInput {
  userID: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  countryCode?: string | null;
  phoneType?: string | null;
  permissions?: string[] | null;
  isManager?: boolean | null;
  isSuperUser?: boolean | null;
  companyID?: number | null;
  canEdit?: boolean | null;
  isDemo?: boolean | null;
  activeGroups?: number[] | null;
}

/**
 * Saves the user page (spec 3 §4, §5; the caller has checked manageTeam). Absent arguments keep their value; the role
 * flags are made exclusive (the highest flag sent wins); companyID 0 keeps the company. Managers edit users of the
 * companies they manage and hand out Limited, Full and Administrator; only super users choose Super User or Demo,
 * change a company or edit a super user. `activeGroups` replaces the user's groups, which must belong to the user's
 * company. A new role, company or contact ends the user's sessions. The user row is locked first; any refusal leaves
 * everything as it was. Audited in the same transaction.
 */
export async function updateUser(db: Db, actor: AuthorizedActor, input: UpdateUserInput): Promise<Selectable<UsersTable>> {
  const viewer = actor.viewer;
  return db.transaction().execute(async (trx) => {
    const before = await lockManagedUser(trx, viewer, input.userID);
    const current: RoleFlags = {
      isSuperUser: before.is_super_user,
      isManager: before.is_manager,
      canEdit: before.can_edit,
      isDemo: before.is_demo,
    };
    const next = flagsForRole(
      roleOf({
        isSuperUser: input.isSuperUser ?? current.isSuperUser,
        isManager: input.isManager ?? current.isManager,
        canEdit: input.canEdit ?? current.canEdit,
        isDemo: input.isDemo ?? current.isDemo,
      }),
    );
    // a flag the viewer may not hand out is refused, even where another flag would decide the role
    if (!capabilitiesOf(viewer).assignAnyRole && superOnlyFlagsRequested(input, current).length) throw new AppError('TEAM_ROLE_REFUSED');
    const companyId = input.companyID ? input.companyID : before.company_id;
    const companyChanges = companyId !== before.company_id;
    const refusal = roleChangeRefusal(viewer, { current, next, companyChanges });
    if (refusal) throw new AppError(refusal);
    if (companyChanges && companyId !== null) {
      const exists = await trx.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
      if (!exists) throw new AppError('TEAM_COMPANY_NOT_FOUND');
    }
    const phoneType = phoneTypeArg(input.phoneType) ?? before.phone_type;
    const email = input.email ?? before.email;
    const phoneNumber = input.phoneNumber ?? before.phone_number;
    const countryCode = input.countryCode || before.country_code;
    const clean = await checkUserContact(
      trx,
      { firstName: input.firstName ?? before.first_name, lastName: input.lastName ?? before.last_name, email, phoneNumber, countryCode },
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
    const permissions = input.permissions ? permissionsList(input.permissions) : before.permissions;
    let groups: number[] | null = null;
    if (input.activeGroups) {
      if (companyId !== null) groups = await assertAllInCompany(trx, 'groups', input.activeGroups, companyId);
      else if (input.activeGroups.length > 0) throw new AppError('TEAM_GROUP_NOT_FOUND');
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
      if (groups.length)
        await trx
          .insertInto('group_users')
          .values(groups.map((group_id) => ({ group_id, user_id: before.id })))
          .execute();
    } else if (companyChanges) {
      // groups belong to one company: moving the user takes them out of the old company's groups
      await trx
        .deleteFrom('group_users')
        .where('user_id', '=', before.id)
        .where('group_id', 'not in', (eb) =>
          eb
            .selectFrom('groups')
            .select('id')
            .where('company_id', '=', companyId ?? -1),
        )
        .execute();
    }
    // a new role, company or contact ends the user's sessions (docs/security.md); the editor's own one stays
    const contactChanged =
      clean.email !== before.email || clean.phoneNumber !== before.phone_number || clean.countryCode !== before.country_code;
    if (roleOf(current) !== roleOf(next) || companyChanges || contactChanged) {
      await revokeUserSessions(trx, before.id, before.id === viewer.actorId ? viewer.sessionId : null);
    }
    await audit(
      trx,
      actor,
      'team.user.update',
      { type: 'user', id: before.id },
      {
        role: { from: roleOf(current), to: roleOf(next) },
        companyId: { from: before.company_id, to: companyId },
        contact: { email: clean.email, phoneNumber: clean.phoneNumber, countryCode: clean.countryCode },
        ...(groups !== null ? { groups } : {}),
      },
    );
    return after;
  });
}
