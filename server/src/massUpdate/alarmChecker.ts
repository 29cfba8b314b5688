import { capabilitiesOf } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { companyFilter } from '../auth/policy/companyFilter';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/** A device without any alarm set, with its company. */
export interface AlarmCheckItem {
  id: number;
  companyID: number;
  companyName: string;
}

/**
 * Check Alarms Set (spec 3 §2): the active devices the viewer reaches that have no alarm set (no rule and no legacy
 * threshold on any sensor), by company name then id. `companyId` narrows to one company; only super users and
 * privileged users (the company selector) may name a company other than their own, anyone else gets FORBIDDEN.
 */
export async function devicesWithoutAlarms(db: Db, viewer: Viewer, companyId: number | null | undefined): Promise<AlarmCheckItem[]> {
  if (companyId != null && companyId !== viewer.companyId && !capabilitiesOf(viewer).companyPicker) {
    throw new AppError('FORBIDDEN');
  }
  let q = db
    .selectFrom('devices')
    .innerJoin('companies', 'companies.id', 'devices.company_id')
    .select(['devices.id', 'companies.id as companyID', 'companies.name as companyName'])
    .where('devices.is_active', '=', true)
    .where(deviceFilter(viewer, 'devices'))
    .where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM alarm_rules r WHERE r.device_id = devices.id)`)
    .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM tags tg WHERE tg.device_id = devices.id AND (tg.critical_high IS NOT NULL
      OR tg.critical_low IS NOT NULL OR tg.high_warning IS NOT NULL OR tg.low_warning IS NOT NULL))`);
  if (companyId != null) q = q.where('companies.id', '=', companyId);
  return q.orderBy('companies.name').orderBy('companies.id').orderBy('devices.id').execute();
}
