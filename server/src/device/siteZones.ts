import { deviceTimeZone } from '@fieldwatch/domain';
import type { Db } from '../db/connection';

/**
 * The site time zone of each of some devices (domain deviceTimeZone: the device's own offset, else its company's
 * zone, else `defaultZone`), for lists whose rows are device times: they print each time in its device's zone, as the
 * device's own screens do, whoever reads them and wherever. Unknown ids are left out.
 */
export async function siteZonesOf(db: Db, deviceIds: readonly number[], defaultZone: string): Promise<Map<number, string>> {
  const ids = [...new Set(deviceIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('devices')
    .leftJoin('companies', 'companies.id', 'devices.company_id')
    .select(['devices.id', 'devices.time_offset', 'companies.time_zone'])
    .where('devices.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), deviceTimeZone(r.time_offset, r.time_zone, defaultZone)]));
}
