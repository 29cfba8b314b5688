import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import { memberFilter } from '../auth/policy/memberFilter';
import type { GroupRow } from '../db/rows';

/**
 * Groups the viewer may see (spec 3 §6: their own company's, or every company's for super users), with their
 * user and device counts, by name case-insensitively with null names last (spec 3 §2).
 */
export function visibleGroups(db: Db, viewer: Viewer, filter: { companyId?: number | null; ids?: readonly number[]; search?: string | null }): Promise<GroupRow[]> {
  let q = db
    .selectFrom('groups')
    .selectAll('groups')
    .select([
      sql<number>`(SELECT count(*)::int FROM group_users gu JOIN users u ON u.id = gu.user_id WHERE gu.group_id = groups.id AND u.deleted_at IS NULL)`.as('num_users'),
      sql<number>`(SELECT count(*)::int FROM group_devices gd WHERE gd.group_id = groups.id)`.as('num_devices'),
    ])
    .where(memberFilter(viewer, 'groups.company_id'));
  if (filter.companyId != null) q = q.where('groups.company_id', '=', filter.companyId);
  if (filter.ids) q = q.where('groups.id', 'in', filter.ids.length ? [...filter.ids] : [-1]);
  const search = filter.search?.trim();
  if (search) q = q.where(sql<boolean>`strpos(lower(coalesce(groups.name, '')), lower(${search})) > 0`);
  return q.orderBy(sql`lower(groups.name) ASC NULLS LAST`).orderBy('groups.id').execute();
}
