import { sql, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from '../viewer';

/**
 * The devices a viewer may see (spec 1 §6, spec 3 §6): super users every device; managers every device of their
 * company; full, limited and demo users the devices of the groups they belong to, within their company.
 * Privileged users also see the devices of the companies on their allow-list, as a super user would.
 * `alias` is the devices table alias of the query it filters.
 */
export function deviceFilter(viewer: Viewer, alias = 'devices'): Expression<SqlBool> {
  if (viewer.isSuperUser) return sql<SqlBool>`true`;
  const id = sql.ref(`${alias}.id`);
  const company = sql.ref(`${alias}.company_id`);
  const own = viewer.companyId ?? -1;
  const scope = viewer.isManager
    ? sql<boolean>`${company} = ${own}`
    : sql<boolean>`(${company} = ${own} AND EXISTS (
        SELECT 1 FROM group_devices gd JOIN group_users gu ON gu.group_id = gd.group_id
        WHERE gd.device_id = ${id} AND gu.user_id = ${viewer.id}))`;
  if (!viewer.isPrivileged) return sql<SqlBool>`${scope}`;
  // the same companies the viewer's company list shows (companyFilter): inactive ones only with the flag
  const active = viewer.viewInactiveCompanies ? sql`` : sql` AND c.is_active`;
  const listed = viewer.companyListUnfiltered
    ? sql``
    : sql` AND c.id IN (SELECT company_id FROM user_company_access WHERE user_id = ${viewer.id})`;
  const allowed = sql<boolean>`${company} IN (SELECT c.id FROM companies c WHERE true${active}${listed})`;
  return sql<SqlBool>`(${scope} OR ${allowed})`;
}
