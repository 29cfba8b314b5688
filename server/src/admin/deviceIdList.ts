import type { Db } from '../db/connection';

/** Spec 3 §3 device ID list entry. */
export interface DeviceIdEntryRow {
  id: number;
  model: string | null;
  po: number | null;
  sku: string | null;
  has_turned_on: boolean;
  sim_number: string | null;
}

/** Spec 3 §7 deviceIDs: every device with its model, P.O., SKU, SIM and whether it has turned on, newest id first. */
export async function deviceIdList(db: Db): Promise<DeviceIdEntryRow[]> {
  const rows = await db
    .selectFrom('devices')
    .select(['id', 'model', 'po', 'sku', 'has_turned_on', 'sim_number'])
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
