import type { Viewer } from '../auth/viewer';
import { companyFilter } from '../auth/policy/companyFilter';
import type { Db } from '../db/connection';
import type { CompanyRow } from '../db/rows';

/** The companies the viewer may see (the policy's companyFilter: spec 1 §6, spec 3 §2 and §6), by name. */
export function visibleCompanies(db: Db, viewer: Viewer): Promise<CompanyRow[]> {
  return db
    .selectFrom('companies')
    .selectAll()
    .where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
    .orderBy('name')
    .orderBy('id')
    .execute();
}
