import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertManagesCompany } from '../auth/policy/manageableCompany';
import type { Db } from '../db/connection';
import type { GroupRow } from '../db/rows';
import { AppError } from '../errors/AppError';

/**
 * Add Group (spec 3 §2; the caller has checked manageTeam): an empty group (no users, no devices) in the actor's
 * company, or for super users and privileged users in a company they manage (`companyId`; 0 or absent means the own
 * company). Audited in the same transaction.
 */
export async function addGroup(
  db: Db,
  actor: AuthorizedActor,
  input: { name?: string | null; companyID?: number | null },
): Promise<GroupRow> {
  const viewer = actor.viewer;
  return db.transaction().execute(async (trx) => {
    const name = input.name?.trim() ?? '';
    if (name === '') throw new AppError('TEAM_GROUP_NAME_REQUIRED');
    const companyId = input.companyID ? input.companyID : viewer.companyId;
    if (companyId === null) throw new AppError('TEAM_COMPANY_NOT_FOUND');
    await assertManagesCompany(trx, viewer, companyId);
    const group = await trx.insertInto('groups').values({ company_id: companyId, name }).returningAll().executeTakeFirstOrThrow();
    await audit(trx, actor, 'team.group.add', { type: 'group', id: group.id }, { companyId, name });
    return group;
  });
}
