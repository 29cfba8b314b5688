import { deviceAbilities, isSubtypeValue } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { DeviceRow } from '../db/rows';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { lockDeviceFor } from '../auth/policy/deviceAccess';
import { AppError } from '../errors/AppError';
import { deviceUpdateColumns, type DeviceUpdateInput } from './deviceUpdate';

/**
 * Device Info save (spec 2 §4.1, §7): every field is checked against the actor's role before anything is written,
 * under the device's row lock, and audited in the same transaction.
 */
export async function updateDevice(db: Db, actor: AuthorizedActor, deviceId: number, update: DeviceUpdateInput): Promise<DeviceRow> {
  const cols = deviceUpdateColumns(update, deviceAbilities(actor.viewer));
  return db.transaction().execute(async (trx) => {
    await lockDeviceFor(trx, actor.viewer, deviceId, 'rename');
    if (cols.sensor_subtype1 !== undefined || cols.sensor_subtype2 !== undefined) {
      // the numbers mean something only for the device's sensor kind (its default tag)
      const { default_tag } = await trx.selectFrom('devices').select('default_tag').where('id', '=', deviceId).executeTakeFirstOrThrow();
      const s1 = cols.sensor_subtype1 as number | null | undefined;
      const s2 = cols.sensor_subtype2 as number | null | undefined;
      if ((s1 !== undefined && !isSubtypeValue(default_tag, 1, s1)) || (s2 !== undefined && !isSubtypeValue(default_tag, 2, s2))) {
        throw new AppError('SENSOR_SUBTYPE_INVALID');
      }
    }
    if (cols.company_id !== undefined) {
      const company = await trx.selectFrom('companies').select('id').where('id', '=', Number(cols.company_id)).executeTakeFirst();
      if (!company) throw new AppError('BAD_INPUT', { message: 'That company does not exist.' });
    }
    const row = Object.keys(cols).length
      ? await trx.updateTable('devices').set(cols).where('id', '=', deviceId).returningAll().executeTakeFirstOrThrow()
      : await trx.selectFrom('devices').selectAll().where('id', '=', deviceId).executeTakeFirstOrThrow();
    await audit(trx, actor, 'device.update', { type: 'device', id: deviceId }, { fields: Object.keys(cols) });
    return row;
  });
}
