import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/**
 * Checks that every id names a live user (or a device, or a group) of the company: a group holds only its own
 * company's users and devices, and a user only its own company's groups. Unknown ids are refused the same way.
 */
export async function assertAllInCompany(
  trx: Db,
  kind: 'users' | 'devices' | 'groups',
  ids: readonly number[],
  companyId: number,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw new AppError('TEAM_MEMBER_OUTSIDE_COMPANY');
  let found: number;
  if (kind === 'users') {
    found = (
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', 'in', unique)
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .execute()
    ).length;
  } else if (kind === 'devices') {
    found = (await trx.selectFrom('devices').select('id').where('id', 'in', unique).where('company_id', '=', companyId).execute()).length;
  } else {
    found = (await trx.selectFrom('groups').select('id').where('id', 'in', unique).where('company_id', '=', companyId).execute()).length;
    if (found !== unique.length) throw new AppError('TEAM_GROUP_NOT_FOUND');
  }
  if (found !== unique.length) throw new AppError('TEAM_MEMBER_OUTSIDE_COMPANY');
  return unique;
}
