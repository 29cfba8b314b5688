import { capabilitiesOf } from '@fieldwatch/domain';
import { sql, type Selectable } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockManagedUser } from '../auth/policy/managedUser';
import { memberFilter } from '../auth/policy/memberFilter';
import { revokeUserSessions } from '../auth/sessions';
import type { Db } from '../db/connection';
import type { UsersTable } from '../db/schema';
import { AppError } from '../errors/AppError';
import { recordRemoval } from '../undo/recordRemoval';
import { snapshotUser } from '../undo/teamSnapshot';
import type { Clock } from '../util/clock';

/**
 * Deletes a user (spec 3 user page, two-click delete; the caller has checked manageTeam): the row stays for the audit
 * trail but the user can no longer sign in (sessions revoked, API keys unusable), leaves every group and is free to be
 * added again. Nobody deletes themselves, and only those who assign any role delete a super user. Audited, and kept
 * for an Undo (undo/undoTeamRemoval.ts), in the same transaction. Answers the remaining users of the company that the actor may see.
 */
export async function deleteUser(db: Db, clock: Clock, actor: AuthorizedActor, userId: number): Promise<Selectable<UsersTable>[]> {
  const viewer = actor.viewer;
  const companyId = await db.transaction().execute(async (trx) => {
    const target = await lockManagedUser(trx, viewer, userId);
    if (target.id === viewer.id || target.id === viewer.actorId) throw new AppError('TEAM_CANNOT_DELETE_SELF');
    if (target.is_super_user && !capabilitiesOf(viewer).assignAnyRole) throw new AppError('TEAM_TARGET_REFUSED');
    const kept = await snapshotUser(trx, target.id);
    await trx
      .updateTable('users')
      .set({ deleted_at: sql<Date>`now()`, token_version: sql<number>`token_version + 1` })
      .where('id', '=', target.id)
      .execute();
    await trx.deleteFrom('group_users').where('user_id', '=', target.id).execute();
    await revokeUserSessions(trx, target.id);
    await trx
      .updateTable('api_keys')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', target.id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit(
      trx,
      actor,
      'team.user.delete',
      { type: 'user', id: target.id },
      { companyId: target.company_id, firstName: target.first_name, lastName: target.last_name },
    );
    // a user of no company (a provider's staff without one) has no company to scope the kept row: no Undo for them
    if (target.company_id !== null) {
      const scope = { companyId: target.company_id, targetId: target.id };
      await recordRemoval(trx, clock, actor, { action: 'team.user.delete', ...scope, payload: kept });
    }
    return target.company_id;
  });
  if (companyId === null) return [];
  return db
    .selectFrom('users')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where('company_id', '=', companyId)
    .where(memberFilter(viewer, 'users.company_id'))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}
