import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { settingsDeliveryState, type SettingsDeliveryState } from '../ingest/settingsDeliveryState';

/** At most this many devices per poll: a mass update list is typed by hand. */
const MAX_IDS = 2000;

/**
 * Beyond the spec: where the current settings of each listed device are on their way to it, for the progress shown
 * after Update Devices saves, in the order the ids were given. Devices the viewer may not change are left out, as
 * unknown ids are; more than MAX_IDS ids answer BAD_INPUT.
 */
export async function massUpdateProgress(db: Db, viewer: Viewer, deviceIds: number[]): Promise<SettingsDeliveryState[]> {
  if (deviceIds.length > MAX_IDS) throw new AppError('BAD_INPUT', { message: `At most ${MAX_IDS} devices.` });
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0) return [];
  const visible = await db.selectFrom('devices').select('id').where('id', 'in', ids).where(deviceFilter(viewer, 'devices')).execute();
  return settingsDeliveryState(
    db,
    visible.map((v) => Number(v.id)).sort((a, b) => ids.indexOf(a) - ids.indexOf(b)),
  );
}
