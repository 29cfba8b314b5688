import { randomBytes, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { purchaseOrderProblem, STATUS_PO_CREATED, type PurchaseOrderInput } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { hashDeviceSecret } from '../ingest/deviceAuth';
import { AppError } from '../errors/AppError';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';

/** What the factory needs for one new device: shown once, since only the secret's hash is kept. */
export interface CreatedDevice {
  id: number;
  model: string;
  deviceType: number;
  pin: string;
  secret: string;
}

export interface CreatedPurchaseOrder {
  purchaseOrderId: number;
  devices: CreatedDevice[];
}

/** Ids below this belong to accessory cables (label printing) and are never given to devices. */
const FIRST_DEVICE_ID = 10_000;
// serialises id allocation between concurrent P.O.s and server processes
const ID_LOCK = 0x46_57_50_4f; // 'FWPO'

/**
 * Creates a purchase order and its devices in one transaction: consecutive fresh ids after the highest id in
 * use, a random 4-digit install PIN and a random 192-bit transport secret each (DESIGN.md §4), lifecycle status
 * 'PO Created'. A P.O. number already used, an unknown SKU or manufacturer is refused and nothing is written.
 */
export async function createPurchaseOrder(db: Db, actor: AuthorizedActor, input: PurchaseOrderInput): Promise<CreatedPurchaseOrder> {
  const { viewer } = actor;
  const problem = purchaseOrderProblem(input);
  if (problem) throw new AppError('PO_INVALID', { message: problem });
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ID_LOCK})`.execute(trx);
    const sku = await trx.selectFrom('skus').select('sku').where('sku', '=', input.sku).executeTakeFirst();
    if (!sku) throw new AppError('UNKNOWN_SKU');
    const maker = await trx.selectFrom('manufacturers').select('code').where('code', '=', input.manufacturerCode).executeTakeFirst();
    if (!maker) throw new AppError('UNKNOWN_MANUFACTURER');
    if (input.po !== null) {
      const taken = await trx.selectFrom('purchase_orders').select('id').where('po', '=', input.po).executeTakeFirst();
      if (taken) throw new AppError('PO_EXISTS');
    }
    const order = await trx
      .insertInto('purchase_orders')
      .values({ po: input.po, sku: input.sku, manufacturer_code: input.manufacturerCode, created_by: viewer.actorId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('purchase_order_items')
      .values(input.items.map((i) => ({ purchase_order_id: order.id, model: i.model, device_type: i.deviceType, quantity: i.quantity })))
      .execute();

    const top = await trx
      .selectFrom('devices')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirst();
    let next = Math.max(Number(top?.max ?? 0) + 1, FIRST_DEVICE_ID);
    const devices: CreatedDevice[] = [];
    for (const item of input.items) {
      for (let n = 0; n < item.quantity; n++) {
        devices.push({
          id: next++,
          model: item.model,
          deviceType: item.deviceType,
          pin: String(randomInt(1000, 10_000)),
          secret: randomBytes(24).toString('hex'),
        });
      }
    }
    // in slices: one statement per few hundred rows keeps the parameter count under PostgreSQL's limit
    for (let i = 0; i < devices.length; i += 500) {
      const slice = devices.slice(i, i + 500);
      await trx
        .insertInto('devices')
        .values(
          slice.map((d) => ({
            id: d.id,
            company_id: null,
            model: d.model,
            device_type: d.deviceType,
            manufacturer_code: input.manufacturerCode,
            po: input.po,
            sku: input.sku,
            pin: d.pin,
            secret_hash: hashDeviceSecret(d.secret),
            status: STATUS_PO_CREATED,
            purchase_order_id: order.id,
          })),
        )
        .execute();
      await trx
        .insertInto('device_status_log')
        .values(slice.map((d) => ({ device_id: d.id, status: STATUS_PO_CREATED, user_id: viewer.actorId })))
        .execute();
    }
    await audit(
      trx,
      actor,
      'admin.addPO',
      { type: 'purchase_order', id: order.id },
      { po: input.po, sku: input.sku, devices: devices.length, first: devices[0]?.id, last: devices.at(-1)?.id },
    );
    return { purchaseOrderId: order.id, devices };
  });
}
