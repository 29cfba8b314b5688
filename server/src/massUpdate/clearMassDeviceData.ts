import { MASS_UPDATE_TEXTS, parseDeviceIds } from '@fieldwatch/domain';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { changeableDevices } from '../auth/policy/changeableDevices';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { clearDeviceAlarms } from './clearDeviceAlarms';
import { clearDeviceData } from './clearDeviceData';
import { NOT_YOURS, type MassUpdateResult } from './massRefusal';

/** What Clear Data / Clear Alarms is asked: the typed device id list and the two check boxes. */
export interface ClearMassDeviceDataInput {
  deviceIDs: string;
  deleteAlarmsToo?: boolean | null;
  deleteOnlyAlarms?: boolean | null;
}

/**
 * Clear Data / Clear Alarms (spec 3 §4): super users clear readings, with the alarms too or only the alarms;
 * everyone else who may mass update clears only alarms. The actor holds massUpdate already (checked before the input,
 * so someone without it learns nothing about theirs). Listed devices the actor may not change are refused by id;
 * the others are cleared and audited in one transaction.
 */
export async function clearMassDeviceData(db: Db, actor: AuthorizedActor, input: ClearMassDeviceDataInput): Promise<MassUpdateResult> {
  const viewer = actor.viewer;
  const { ids, invalid } = parseDeviceIds(input.deviceIDs);
  if (invalid.length)
    throw new AppError('MASS_UPDATE_INVALID', {
      message: `Mass update refused: device ids must be whole numbers (${invalid.slice(0, 5).join(',')}).`,
    });
  if (ids.length === 0) throw new AppError('MASS_UPDATE_INVALID', { message: MASS_UPDATE_TEXTS.formError });
  const onlyAlarms = input.deleteOnlyAlarms === true;
  const alarmsToo = input.deleteAlarmsToo === true;
  if (onlyAlarms && alarmsToo) {
    throw new AppError('MASS_UPDATE_INVALID', {
      message: 'Mass update refused: choose delete alarms too or delete ONLY alarms, not both.',
    });
  }
  return db.transaction().execute(async (trx) => {
    const { devices, refused } = await changeableDevices(trx, viewer, ids);
    // clearing readings is the super user's Clear Data; the others' button is Clear Alarms
    if (!onlyAlarms && !viewer.isSuperUser) throw new AppError('FORBIDDEN');
    const cleared = devices.map((d) => d.id);
    if (!onlyAlarms) await clearDeviceData(trx, cleared);
    if (onlyAlarms || alarmsToo) await clearDeviceAlarms(trx, cleared);
    await audit(
      trx,
      actor,
      onlyAlarms ? 'massUpdate.clearAlarms' : 'massUpdate.clearData',
      { type: 'devices', id: cleared.join(',') },
      { requested: ids, cleared, refused, alarmsToo, onlyAlarms },
    );
    return { updated: cleared, refused: refused.map((deviceId) => ({ deviceId, reason: NOT_YOURS })) };
  });
}
