import { ACTIVE_ALARM_FLAGS } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import type { DeviceRow, TagRow } from '../db/rows';
import { scopeFilters } from '../directory/scopeFilter';

/**
 * At most this many tags: a provider-wide outage must not make one super user's page read every tag of every company
 * in one answer; the first ones, by company, device and tag, are the page's.
 */
export const PROVIDER_ALARMS_LIMIT = 1000;

export interface ProviderAlarmRow {
  device: DeviceRow;
  tag: TagRow;
}

/**
 * Every tag in alarm on the active, in-service devices of every company, for the provider's staff (a super user's
 * Alarms page): by company name, then device name and id, then tag. 'test' is not an alarm (isActiveAlarm) and is
 * left out. The caller has checked the providerAlarms capability; the devices still pass the policy's device filter,
 * so the list can never hold more than the viewer may see.
 */
export async function providerAlarms(db: Db, viewer: Viewer): Promise<ProviderAlarmRow[]> {
  let q = db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .leftJoin('companies', 'companies.id', 'devices.company_id')
    .selectAll('tags')
    .where('tags.alarm_flag', 'in', [...ACTIVE_ALARM_FLAGS]);
  for (const w of scopeFilters(viewer, { includeInactive: false, includeOOS: false })) q = q.where(w);
  const tags = await q
    .orderBy(sql`companies.name ASC NULLS LAST`)
    .orderBy(sql`devices.name ASC NULLS LAST`)
    .orderBy('devices.id')
    .orderBy('tags.tag')
    .limit(PROVIDER_ALARMS_LIMIT)
    .execute();
  if (!tags.length) return [];
  const devices = await db
    .selectFrom('devices')
    .selectAll()
    .where('id', 'in', [...new Set(tags.map((t) => t.device_id))])
    .execute();
  const byId = new Map(devices.map((d) => [d.id, d]));
  return tags.flatMap((tag) => {
    const device = byId.get(tag.device_id);
    return device ? [{ device, tag }] : [];
  });
}
