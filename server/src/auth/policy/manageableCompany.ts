import type { Db } from '../../db/connection';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { assertCan } from './assertCan';
import { memberFilter } from './memberFilter';

/**
 * Throws unless the viewer manages the team of the company (spec 3 §1, §6): team managers their own company,
 * privileged managers also their allow-listed companies (the same set memberFilter shows), super users any.
 * Locks the company row so a concurrent change sees the same answer.
 */
export async function assertManagesCompany(db: Db, viewer: Viewer | null, companyId: number): Promise<void> {
  assertCan(viewer, 'manageTeam');
  const row = await db
    .selectFrom('companies')
    .select(['id'])
    .where('id', '=', companyId)
    .where(memberFilter(viewer, 'companies.id'))
    .forShare()
    .executeTakeFirst();
  if (!row) throw new AppError('TEAM_COMPANY_NOT_FOUND');
}
