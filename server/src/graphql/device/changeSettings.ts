import type { GraphQLContext } from '../context';
import { requireViewer } from '../../auth/policy/assertCan';
import { lockDeviceFor } from '../../auth/policy/deviceAccess';
import { assertSettingChange } from '../../auth/policy/assertSettingChange';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { writeDesiredSettings, type SettingChange } from '../../device/settingChange';
import { viewerDeviceAbilities } from '../../device/viewerAbilities';
import { deviceSettingRows } from './deviceSettingsResult';

/**
 * Shared by addDeviceSetting and updateDeviceSetting: every change is checked before any is written, so a
 * refused value leaves every setting as it was.
 */
export async function changeSettings(ctx: GraphQLContext, deviceId: number, changes: SettingChange[]) {
  if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
  const viewer = requireViewer(ctx.viewer);
  if (changes.length === 0) throw new AppError('BAD_INPUT', { message: 'No setting to change.' });
  if (new Set(changes.map((c) => c.key)).size !== changes.length) throw new AppError('BAD_INPUT', { message: 'A setting appears twice.' });
  const db = ctx.services.db;
  await db.transaction().execute(async (trx) => {
    const device = await lockDeviceFor(trx, viewer, deviceId, 'rename');
    const abilities = await viewerDeviceAbilities(trx, viewer, deviceId);
    for (const c of changes) await assertSettingChange(trx, viewer, abilities, device.firmware_version, c);
    await writeDesiredSettings(trx, deviceId, changes);
    await audit(trx, { viewer: viewer, ip: ctx.ip }, 'device.settings', { type: 'device', id: deviceId }, { settings: changes });
  });
  return deviceSettingRows(db, deviceId, viewer);
}
