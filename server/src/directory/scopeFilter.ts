import { capabilitiesOf } from '@fieldwatch/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import { companyFilter } from '../auth/policy/companyFilter';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Viewer } from '../auth/viewer';

export interface ScopeOptions {
  /** false: only active devices (is_active). */
  includeInactive: boolean;
  /** false: only devices in service. Only super users may see decommissioned devices (spec 1 §4, §6). */
  includeOOS: boolean;
  /**
   * The directory's status filter (spec 1 §4): one status at a time, so includeInactive means inactive devices only
   * and includeOOS decommissioned ones only. Elsewhere the flags add to the active devices.
   */
  oneStatus?: boolean;
  /** Narrows to one company; it must be one the viewer's company list shows, else nothing matches. */
  companyId?: number | null;
}

/**
 * The devices a list may show at all: what the policy lets the viewer see, then the status filters and the
 * company selector. Every device query of the lists and counts starts from these conditions.
 * `alias` is the devices table alias of the query.
 */
export function scopeFilters(viewer: Viewer, opts: ScopeOptions, alias = 'devices'): Expression<SqlBool>[] {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  const where: Expression<SqlBool>[] = [deviceFilter(viewer, alias)];
  // the decommissioned filter is a super user's: includeOOS from anyone else is ignored
  const oos = opts.includeOOS && capabilitiesOf(viewer).admin;
  if (opts.oneStatus && oos) where.push(sql<SqlBool>`NOT ${col('in_service')}`);
  else {
    if (opts.oneStatus && opts.includeInactive) where.push(sql<SqlBool>`NOT ${col('is_active')}`);
    else if (!opts.includeInactive) where.push(sql<SqlBool>`${col('is_active')}`);
    if (!oos) where.push(sql<SqlBool>`${col('in_service')}`);
  }
  if (opts.companyId !== null && opts.companyId !== undefined) {
    // the device filter alone would let a super user pick an inactive company they may not list
    where.push(sql<SqlBool>`${col('company_id')} = ${opts.companyId}`);
    where.push(sql<SqlBool>`EXISTS (SELECT 1 FROM companies sc WHERE sc.id = ${opts.companyId}
      AND ${companyFilter(viewer, 'sc.id', 'sc.is_active')})`);
  }
  return where;
}
