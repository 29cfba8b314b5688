import { capabilitiesOf } from '@fieldwatch/domain';
import type { Viewer } from '../viewer';
import type { Db } from '../../db/connection';
import { AppError } from '../../errors/AppError';
import { companyFilter } from './companyFilter';
import { memberFilter } from './memberFilter';

const refuse = (detail: string): never => {
  throw new AppError('MASS_UPDATE_INVALID', { message: `Mass update refused: ${detail}` });
};

/**
 * What a mass update may set besides the devices themselves (spec 3 §6): signatures only for super users; a new
 * company for super users and privileged users, among the companies they see; a group among the groups the viewer
 * sees, and for anyone but a super user only their own company's; notification recipients among the users they see.
 * Throws FORBIDDEN for a choice the role lacks, MASS_UPDATE_INVALID for one outside the viewer's reach.
 * Returns the chosen group's company so each device can be checked against it.
 */
export async function checkMassUpdateChoices(
  db: Db,
  viewer: Viewer,
  c: { signatures: boolean; companyId: number | null; groupId: number | null; userIds: readonly number[] },
): Promise<{ groupCompanyId: number | null }> {
  const caps = capabilitiesOf(viewer);
  if (c.signatures && !viewer.isSuperUser) throw new AppError('FORBIDDEN');
  if (c.companyId !== null) {
    if (!caps.companyPicker) throw new AppError('FORBIDDEN');
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', c.companyId)
      .where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
      .executeTakeFirst();
    if (!company) refuse('the company is not one you may choose.');
  }
  let groupCompanyId: number | null = null;
  if (c.groupId !== null) {
    let q = db.selectFrom('groups').select('company_id').where('id', '=', c.groupId).where(memberFilter(viewer, 'groups.company_id'));
    if (!viewer.isSuperUser) q = q.where('company_id', '=', viewer.companyId ?? -1);
    const group = await q.executeTakeFirst();
    if (!group) refuse('the group is not one you may choose.');
    groupCompanyId = group!.company_id;
  }
  const userIds = [...new Set(c.userIds)];
  if (userIds.length) {
    const users = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', userIds)
      .where('deleted_at', 'is', null)
      .where(memberFilter(viewer, 'users.company_id'))
      .execute();
    if (users.length !== userIds.length) refuse('a notification names a user you may not choose.');
  }
  return { groupCompanyId };
}
