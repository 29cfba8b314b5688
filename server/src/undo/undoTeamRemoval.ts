import { capabilitiesOf } from '@fieldwatch/domain';
import { audit } from '../auth/audit';
import { assertCan } from '../auth/policy/assertCan';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { memberFilter } from '../auth/policy/memberFilter';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { Clock } from '../util/clock';
import { takeKeptRemoval } from './keptRemoval';
import { contactRevealOf } from '../team/userContact';
import { restoreGroup, restoreUser, type GroupSnapshot, type UserSnapshot } from './teamSnapshot';

/** Undo of Delete Group (all the groups one delete took) or Delete User (one user). */
export interface TeamUndoRequest {
  removal: 'DELETE_GROUP' | 'DELETE_USER';
  ids: readonly number[];
}

const badInput = (why: string) => new AppError('BAD_INPUT', { cause: new Error(`undoRemoval: ${why}`) });

/**
 * The delete's own rights, asked again (manageTeam; a super user only by those who assign any role), and the target
 * must lie in the viewer's companies: another company's user is answered as not found, as by the delete itself.
 */
async function authorizeTarget(trx: Db, viewer: Viewer, req: TeamUndoRequest, id: number): Promise<void> {
  if (req.removal === 'DELETE_USER') {
    const u = await trx
      .selectFrom('users')
      .select('is_super_user')
      .where('id', '=', id)
      .where(memberFilter(viewer, 'users.company_id'))
      .executeTakeFirst();
    if (!u) throw new AppError('TEAM_USER_NOT_FOUND');
    if (u.is_super_user && !capabilitiesOf(viewer).assignAnyRole) throw new AppError('TEAM_TARGET_REFUSED');
    return;
  }
  // the group is gone: its company is known only from the kept rows of its delete
  const kept = await trx
    .selectFrom('removal_undo')
    .select('id')
    .where('action', '=', 'team.group.delete')
    .where('target_id', '=', id)
    .where(memberFilter(viewer, 'removal_undo.company_id'))
    .limit(1)
    .executeTakeFirst();
  if (!kept) throw new AppError('TEAM_GROUP_NOT_FOUND');
}

/**
 * Puts back what the viewer's latest Delete Group or Delete User took (teamSnapshot.ts), from the rows the delete
 * kept: within UNDO_WINDOW_MS, once, only for the user who deleted (keptRemoval.ts). Every group of one bulk delete
 * comes back in one transaction, all or none. Audited as `<action>.undo`, one row per group or user. Why a kept copy
 * for groups rather than a soft delete: memberships, device access and alarm notifications are read from their tables
 * by every policy and the alarm engine, and each would have to learn to skip a soft-deleted group.
 */
export async function undoTeamRemoval(db: Db, clock: Clock, actor: AuthorizedActor, req: TeamUndoRequest): Promise<boolean> {
  const viewer = actor.viewer;
  assertCan(viewer, 'manageTeam');
  const ids = [...new Set(req.ids)].sort((a, b) => a - b);
  if (ids.length === 0 || (req.removal === 'DELETE_USER' && ids.length !== 1)) throw badInput('ids');
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) {
    throw new AppError(req.removal === 'DELETE_USER' ? 'TEAM_USER_NOT_FOUND' : 'TEAM_GROUP_NOT_FOUND');
  }
  return db.transaction().execute(async (trx) => {
    for (const id of ids) {
      await authorizeTarget(trx, viewer, req, id);
      if (req.removal === 'DELETE_USER') {
        const kept = await takeKeptRemoval(trx, clock, viewer, { action: 'team.user.delete', targetId: id });
        const s = kept.payload as UserSnapshot;
        await restoreUser(trx, id, s, contactRevealOf(viewer));
        const detail = { companyId: kept.companyId, groups: s.groups.length, apiKeys: s.apiKeys.length };
        await audit(trx, actor, 'team.user.delete.undo', { type: 'user', id }, detail);
      } else {
        const kept = await takeKeptRemoval(trx, clock, viewer, { action: 'team.group.delete', targetId: id });
        const s = kept.payload as GroupSnapshot;
        const restoredId = await restoreGroup(trx, kept.companyId!, s);
        const detail = { companyId: kept.companyId, name: s.name, deletedId: id };
        await audit(trx, actor, 'team.group.delete.undo', { type: 'group', id: restoredId }, detail);
      }
    }
    return true;
  });
}
