import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockManagedGroups } from '../auth/policy/managedGroup';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { recordRemoval } from '../undo/recordRemoval';
import { snapshotGroup, type GroupSnapshot } from '../undo/teamSnapshot';
import type { Clock } from '../util/clock';

/**
 * Deletes one group or several (spec 3 §7: the group page, and the groups list in edit mode; the caller has checked
 * manageTeam). `rawIds` are GraphQL IDs: one that is not a PostgreSQL integer names no group. All or nothing: one
 * group outside the actor's companies refuses the whole request. One audit row per group, in the same transaction, and
 * one kept copy per group for the Undo, which puts back all the groups of one delete at once (undo/undoTeamRemoval.ts).
 */
export async function deleteGroups(
  db: Db,
  clock: Clock,
  actor: AuthorizedActor,
  rawIds: readonly (string | number)[],
): Promise<{ success: boolean; deleted: number[] }> {
  const ids = rawIds.map((raw) => {
    const id = Number(String(raw).trim());
    // group ids are PostgreSQL integers: a larger one names no group (and would fail the query)
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError('TEAM_GROUP_NOT_FOUND');
    return id;
  });
  if (ids.length === 0) return { success: true, deleted: [] };
  return db.transaction().execute(async (trx) => {
    const groups = await lockManagedGroups(trx, actor.viewer, ids);
    const kept = new Map<number, GroupSnapshot>();
    for (const g of groups) kept.set(g.id, await snapshotGroup(trx, g));
    await trx
      .deleteFrom('groups')
      .where(
        'id',
        'in',
        groups.map((g) => g.id),
      )
      .execute();
    for (const g of groups) {
      await audit(trx, actor, 'team.group.delete', { type: 'group', id: g.id }, { companyId: g.company_id, name: g.name });
      const payload = kept.get(g.id);
      await recordRemoval(trx, clock, actor, { action: 'team.group.delete', companyId: g.company_id, targetId: g.id, payload });
    }
    return { success: true, deleted: groups.map((g) => g.id) };
  });
}
