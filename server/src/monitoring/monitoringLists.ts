import { GHOSTS_DEFAULTS, capabilitiesOf, tardyQueryHours } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { DeviceRow } from '../directory/deviceListQuery';
import { scopeFilters } from '../directory/scopeFilter';
import { silentBetween } from '../directory/tardyFilter';

/** Active, in-service devices the viewer may see, optionally of one company: where every monitoring list starts. */
function visibleActive(db: Db, viewer: Viewer, companyId: number | null | undefined) {
  let q = db.selectFrom('devices').selectAll('devices');
  for (const w of scopeFilters(viewer, { includeInactive: false, includeOOS: false, companyId })) q = q.where(w);
  return q;
}

/** Rebooting Devices (spec 1 §2): devices that restarted at least once, the most restarts first. */
export function rebootDevices(db: Db, viewer: Viewer, companyId: number | null | undefined): Promise<DeviceRow[]> {
  return visibleActive(db, viewer, companyId)
    .where('devices.reboot_count', '>', 0)
    .orderBy('devices.reboot_count', 'desc')
    .orderBy('devices.id')
    .execute();
}

/**
 * Possible Ghosts (spec 1 §2, shown as 'Modem IPR Reset'): devices that have turned on and whose last message is
 * older than `recentDays` hours and newer than `previousDays` hours (defaults 0 and 48). Super users only.
 */
export function ghostDevices(
  db: Db,
  viewer: Viewer,
  args: { previousDays?: number | null; recentDays?: number | null; selectedCompanyID?: number | null },
): Promise<DeviceRow[]> {
  if (!capabilitiesOf(viewer).admin) throw new AppError('FORBIDDEN');
  const after = tardyQueryHours(args.recentDays, GHOSTS_DEFAULTS.after);
  const before = tardyQueryHours(args.previousDays, GHOSTS_DEFAULTS.before);
  if (after === undefined || before === undefined) {
    throw new AppError('BAD_INPUT', { message: 'The hours must be whole numbers below 1,000,000.' });
  }
  return visibleActive(db, viewer, args.selectedCompanyID)
    .where('devices.has_turned_on', '=', true)
    .where(silentBetween(after, before))
    .orderBy(sql`devices.last_time_message_received DESC`)
    .orderBy('devices.id')
    .execute();
}

/** Battery Insights (spec 1 §2): every device that reports a battery level, the emptiest first. Super users only. */
export function batteryDevices(db: Db, viewer: Viewer, companyId: number | null | undefined): Promise<DeviceRow[]> {
  if (!capabilitiesOf(viewer).admin) throw new AppError('FORBIDDEN');
  return visibleActive(db, viewer, companyId)
    .where('devices.battery_level', 'is not', null)
    .orderBy('devices.battery_level')
    .orderBy('devices.id')
    .execute();
}

/**
 * The second half of the Alarms list (spec 1 §7 GET_DEVICES_ALARMS): devices with a tag whose named alarm rule
 * has been sent. Empty for super users, as the Alarms list is.
 */
export async function devicesWithSentRules(db: Db, viewer: Viewer, companyId: number | null | undefined): Promise<DeviceRow[]> {
  if (!capabilitiesOf(viewer).alarmsList) return [];
  return visibleActive(db, viewer, companyId)
    .where(sql<boolean>`EXISTS (SELECT 1 FROM alarm_rules r WHERE r.device_id = devices.id AND r.sent > 0)`)
    .orderBy(sql`devices.name ASC NULLS LAST`)
    .orderBy('devices.id')
    .execute();
}
