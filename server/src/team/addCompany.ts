import { sql } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import type { Db } from '../db/connection';
import type { CompanyRow } from '../db/rows';
import { AppError } from '../errors/AppError';

/**
 * Add Company (spec 3 §2, §6; the caller has checked the admin capability): a new active company with the given
 * name, unique whatever its case or spacing; audited in the same transaction.
 */
export async function addCompany(db: Db, actor: AuthorizedActor, rawName: string): Promise<CompanyRow> {
  const name = rawName.trim();
  if (name === '') throw new AppError('TEAM_COMPANY_NAME_REQUIRED');
  return db.transaction().execute(async (trx) => {
    // one company per name, whatever its case or spacing: two clicks (or two super users) must not make twins
    await sql`SELECT pg_advisory_xact_lock(hashtext('companies.name'))`.execute(trx);
    const twin = await trx
      .selectFrom('companies')
      .select('id')
      .where(sql<string>`lower(btrim(name))`, '=', name.toLowerCase())
      .executeTakeFirst();
    if (twin) throw new AppError('TEAM_COMPANY_NAME_TAKEN');
    const company = await trx.insertInto('companies').values({ name }).returningAll().executeTakeFirstOrThrow();
    await audit(trx, actor, 'team.company.add', { type: 'company', id: company.id }, { name });
    return company;
  });
}
