import { sql, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from '../viewer';

/**
 * The users and groups a viewer may see (spec 3 §6: regular users see only their own company's groups and
 * users). Super users see all; privileged users also those of their allow-listed companies.
 * `companyColumn` names the company id column of the users or groups query it filters.
 */
export function memberFilter(viewer: Viewer, companyColumn: string): Expression<SqlBool> {
  if (viewer.isSuperUser) return sql<SqlBool>`true`;
  const company = sql.ref(companyColumn);
  const own = sql<boolean>`${company} = ${viewer.companyId ?? -1}`;
  if (!viewer.isPrivileged) return sql<SqlBool>`${own}`;
  // the same companies the viewer's company list shows (companyFilter): inactive ones only with the flag
  const active = viewer.viewInactiveCompanies ? sql`` : sql` AND c.is_active`;
  const listed = viewer.companyListUnfiltered
    ? sql``
    : sql` AND c.id IN (SELECT company_id FROM user_company_access WHERE user_id = ${viewer.id})`;
  return sql<SqlBool>`(${own} OR ${company} IN (SELECT c.id FROM companies c WHERE true${active}${listed}))`;
}
