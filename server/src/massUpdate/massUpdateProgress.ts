import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { settingsDeliveryState, type SettingsDeliveryState } from '../ingest/settingsDeliveryState';
import { siteZonesOf } from '../device/siteZones';

/** A device's delivery state with its site time zone, which the progress prints its times in. */
export type ZonedDeliveryState = SettingsDeliveryState & { timeZone: string };

/** At most this many devices per poll: a mass update list is typed by hand. */
const MAX_IDS = 2000;

/**
 * Beyond the spec: where the current settings of each listed device are on their way to it, for the progress shown
 * after Update Devices saves, in the order the ids were given. Devices the viewer may not change are left out, as
 * unknown ids are; more than MAX_IDS ids answer BAD_INPUT. Each with its device's site zone.
 */
export async function massUpdateProgress(db: Db, viewer: Viewer, deviceIds: number[], defaultZone: string): Promise<ZonedDeliveryState[]> {
  if (deviceIds.length > MAX_IDS) throw new AppError('BAD_INPUT', { message: `At most ${MAX_IDS} devices.` });
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0) return [];
  const visible = await db.selectFrom('devices').select('id').where('id', 'in', ids).where(deviceFilter(viewer, 'devices')).execute();
  const shown = visible.map((v) => Number(v.id)).sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
  const [states, zones] = await Promise.all([settingsDeliveryState(db, shown), siteZonesOf(db, shown, defaultZone)]);
  return states.map((s) => ({ ...s, timeZone: zones.get(s.deviceId) ?? defaultZone }));
}
