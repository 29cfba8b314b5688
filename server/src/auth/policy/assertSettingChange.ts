import {
  intervalBounds,
  intervalError,
  intervalSecondsAllowed,
  secondsToMinutes,
  SENSOR_APPLICATION_TYPES,
  superUserSettingKey,
  type IntervalKind,
} from '@fieldwatch/domain';
import type { Db } from '../../db/connection';
import type { Viewer } from '../viewer';
import { AppError } from '../../errors/AppError';
import type { ViewerDeviceAbilities } from '../../device/viewerAbilities';

import type { SettingChange } from '../../device/settingChange';

const INTERVAL_KIND: Record<string, IntervalKind> = { interval_reading: 'reading', interval_transmit: 'transmit' };

/**
 * Refuses a setting change the viewer may not make or a value the device must not get (spec 2 §5, §6, §9); the
 * form checks the same rules, this is the guard for everything else that calls the API.
 */
export async function assertSettingChange(
  db: Db,
  viewer: Viewer,
  abilities: ViewerDeviceAbilities,
  firmwareVersion: number | null,
  change: SettingChange,
): Promise<void> {
  const { key, value } = change;
  if (!/^[a-z0-9_]{1,64}$/.test(key)) throw new AppError('SETTING_INVALID', { message: `Unknown setting ${key}.` });
  if (key === 'control_2' && abilities.control2) {
    // a per-user grant, even without the Settings section
  } else if (superUserSettingKey(key)) {
    if (!abilities.signatures) throw new AppError('FORBIDDEN');
  } else if (!abilities.settings) {
    throw new AppError('FORBIDDEN');
  }
  const kind = INTERVAL_KIND[key];
  if (kind) {
    const bounds = intervalBounds(viewer, firmwareVersion);
    const seconds = Number(value);
    if (!/^\d+$/.test(value) || !intervalSecondsAllowed(kind, seconds, bounds)) {
      throw new AppError('INTERVAL_OUT_OF_RANGE', {
        message: intervalError(kind, Number.isFinite(seconds) ? secondsToMinutes(seconds) : NaN, bounds) ?? undefined,
      });
    }
    return;
  }
  if (key === 'sensor_application_type') {
    if (!abilities.sensorType) throw new AppError('FORBIDDEN');
    if (!SENSOR_APPLICATION_TYPES[Number(value)] || !/^\d+$/.test(value))
      throw new AppError('SETTING_INVALID', { message: 'Unknown sensor application type.' });
    return;
  }
  if (key === 'control_1' || key === 'relocate_image_signature') {
    const image = await db.selectFrom('firmware_images').select('id').where('crc_id', '=', value).executeTakeFirst();
    if (!image) throw new AppError('SETTING_INVALID', { message: 'Unknown firmware signature.' });
    return;
  }
  if (key.startsWith('alarm') || key.startsWith('error')) throw new AppError('FORBIDDEN');
  if (!abilities.superUser && key !== 'control_2') throw new AppError('FORBIDDEN');
  if (value.length > 256) throw new AppError('SETTING_INVALID');
}
