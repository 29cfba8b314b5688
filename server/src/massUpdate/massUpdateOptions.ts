import { capabilitiesOf } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { companyFilter } from '../auth/policy/companyFilter';
import { memberFilter } from '../auth/policy/memberFilter';
import type { Db } from '../db/connection';

/** One choice of a list of the Update Devices form. */
export interface MassUpdateOption {
  id: number;
  name: string;
  companyID: number | null;
}

/** A firmware image offered as a signature. */
export interface MassUpdateSignature {
  name: string;
  crcId: string;
}

/** Every list the Update Devices form offers. */
export interface MassUpdateOptions {
  applicationSignatures: MassUpdateSignature[];
  relocateSignatures: MassUpdateSignature[];
  companies: MassUpdateOption[];
  groups: MassUpdateOption[];
  users: MassUpdateOption[];
}

/**
 * The lists the Update Devices form offers (spec 3 §7: "users, companies and firmware lists; their queries are not
 * shown"): signatures for super users (application from names with 'application' or 'generic', relocate from names
 * with 'relocate'), companies for those who may change company, groups (others than super users: their own
 * company's) and notification recipients among the users the viewer sees.
 */
export async function massUpdateOptions(db: Db, viewer: Viewer): Promise<MassUpdateOptions> {
  const firmware = viewer.isSuperUser ? await db.selectFrom('firmware_images').select(['name', 'crc_id']).orderBy('name').execute() : [];
  const sig = (re: RegExp) => firmware.filter((f) => re.test(f.name)).map((f) => ({ name: f.name, crcId: f.crc_id }));
  const companies = capabilitiesOf(viewer).companyPicker
    ? await db
        .selectFrom('companies')
        .select(['id', 'name'])
        .where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
        .orderBy('name')
        .orderBy('id')
        .execute()
    : [];
  let groups = db
    .selectFrom('groups')
    .select(['id', sql<string>`coalesce(name, '')`.as('name'), 'company_id'])
    .where(memberFilter(viewer, 'groups.company_id'));
  if (!viewer.isSuperUser) groups = groups.where('company_id', '=', viewer.companyId ?? -1);
  const groupRows = await groups.orderBy('name').orderBy('id').execute();
  const users = await db
    .selectFrom('users')
    .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name'), 'company_id'])
    .where('deleted_at', 'is', null)
    .where(memberFilter(viewer, 'users.company_id'))
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
  return {
    applicationSignatures: sig(/application|generic/i),
    relocateSignatures: sig(/relocate/i),
    companies: companies.map((c) => ({ id: c.id, name: c.name, companyID: c.id })),
    groups: groupRows.map((g) => ({ id: g.id, name: g.name, companyID: g.company_id })),
    users: users.map((u) => ({ id: u.id, name: u.name, companyID: u.company_id })),
  };
}
