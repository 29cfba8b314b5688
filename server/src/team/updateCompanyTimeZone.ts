import { isTimeZone } from '@fieldwatch/domain';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertManagesCompany } from '../auth/policy/manageableCompany';
import type { Db } from '../db/connection';
import type { CompanyRow } from '../db/rows';
import { AppError } from '../errors/AppError';

/** A company time zone argument: an IANA name, or null for the server's DEFAULT_TIME_ZONE; TIME_ZONE_INVALID otherwise. */
export function companyTimeZoneArg(timeZone: string | null | undefined): string | null {
  const zone = timeZone ?? null;
  if (zone !== null && !isTimeZone(zone)) throw new AppError('TIME_ZONE_INVALID');
  return zone;
}

/**
 * Sets a company's site time zone (`zone` checked by companyTimeZoneArg): report days and hours, e-mails and the dates
 * of its devices' screens follow it. Managers for their company, super users for any (assertManagesCompany, which
 * locks the company row); audited in the same transaction.
 */
export async function updateCompanyTimeZone(db: Db, actor: AuthorizedActor, companyId: number, zone: string | null): Promise<CompanyRow> {
  return db.transaction().execute(async (trx) => {
    await assertManagesCompany(trx, actor.viewer, companyId);
    const row = await trx.updateTable('companies').set({ time_zone: zone }).where('id', '=', companyId).returningAll().executeTakeFirst();
    if (!row) throw new AppError('TEAM_COMPANY_NOT_FOUND');
    await audit(trx, actor, 'team.company.timeZone', { type: 'company', id: row.id }, { timeZone: zone });
    return row;
  });
}
