import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { assertSettingChange } from '../auth/policy/assertSettingChange';
import { AppError } from '../errors/AppError';
import { deviceSettingRows } from './deviceSettingRows';
import { writeDesiredSettings, type SettingChange } from './settingChange';
import { viewerDeviceAbilities } from './viewerAbilities';

/**
 * Sets desired settings of one device (spec 2 §4.1, §7), for addDeviceSetting and updateDeviceSetting: every change
 * is checked, under the device's row lock, before any is written, so a refused value leaves every setting as it was;
 * audited in the same transaction. Returns every setting row the viewer may read.
 */
export async function changeSettings(db: Db, actor: AuthorizedActor, deviceId: number, changes: SettingChange[]) {
  const viewer = actor.viewer;
  if (changes.length === 0) throw new AppError('BAD_INPUT', { message: 'No setting to change.' });
  if (new Set(changes.map((c) => c.key)).size !== changes.length) throw new AppError('BAD_INPUT', { message: 'A setting appears twice.' });
  await db.transaction().execute(async (trx) => {
    const device = await lockDeviceFor(trx, viewer, deviceId, 'rename');
    const abilities = await viewerDeviceAbilities(trx, viewer, deviceId);
    for (const c of changes) await assertSettingChange(trx, viewer, abilities, device.firmware_version, c);
    await writeDesiredSettings(trx, deviceId, changes);
    await audit(trx, actor, 'device.settings', { type: 'device', id: deviceId }, { settings: changes });
  });
  return deviceSettingRows(db, deviceId, viewer);
}
