import { sql, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from '../viewer';

/**
 * The companies a viewer may see (spec 1 §6, spec 3 §2 and §6): super users all; privileged users their
 * allow-list (or every company where their flag says the list is unfiltered) and their own; everyone else
 * their own. Inactive companies only with viewInactiveCompanies (the own company always).
 * `idColumn` and `activeColumn` name the company id and is_active columns of the query it filters.
 */
export function companyFilter(viewer: Viewer, idColumn: string, activeColumn: string): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  const own = sql<boolean>`${id} = ${viewer.companyId ?? -1}`;
  const activeOk = viewer.viewInactiveCompanies ? sql<boolean>`true` : sql<boolean>`${sql.ref(activeColumn)}`;
  if (viewer.isSuperUser || (viewer.isPrivileged && viewer.companyListUnfiltered)) {
    return sql<SqlBool>`(${own} OR ${activeOk})`;
  }
  if (viewer.isPrivileged) {
    return sql<SqlBool>`(${own} OR (${activeOk} AND ${id} IN (SELECT company_id FROM user_company_access WHERE user_id = ${viewer.id})))`;
  }
  return sql<SqlBool>`${own}`;
}
