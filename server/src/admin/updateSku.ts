import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { AppError } from '../errors/AppError';
import type { DeviceIdEntryRow } from './deviceIdList';

/**
 * Spec 3 §7 updateSku: the Device ID list's SKU select saves at once. Only SKUs that exist are accepted
 * (UNKNOWN_SKU); the device row is locked while it changes and the change is audited with its old and new SKU.
 * Answers the device as the list shows it.
 */
export async function updateSku(db: Db, actor: AuthorizedActor, deviceId: number, sku: string): Promise<{ devices: DeviceIdEntryRow[] }> {
  return db.transaction().execute(async (trx) => {
    const known = await trx.selectFrom('skus').select('sku').where('sku', '=', sku).executeTakeFirst();
    if (!known) throw new AppError('UNKNOWN_SKU');
    const before = await trx.selectFrom('devices').select('sku').where('id', '=', deviceId).forUpdate().executeTakeFirst();
    if (!before) throw new AppError('NOT_FOUND');
    const row = await trx
      .updateTable('devices')
      .set({ sku })
      .where('id', '=', deviceId)
      .returning(['id', 'model', 'po', 'sku', 'has_turned_on', 'sim_number'])
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'admin.updateSku', { type: 'device', id: deviceId }, { from: before.sku, to: sku });
    return { devices: [{ ...row, id: Number(row.id) }] };
  });
}
