import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** A purchase order with its items and the devices it made, as /logistics lists it. */
export interface PurchaseOrderRow {
  id: number;
  po: number | null;
  sku: string;
  manufacturer_code: string;
  manufacturer_label: string | null;
  created_at: Date;
  created_by_name: string | null;
  items: { model: string; device_type: number; quantity: number }[];
  devices: { id: number; model: string | null; status: number | null; has_turned_on: boolean; company_id: number | null }[];
}

/**
 * Purchase orders, newest first, with their items and devices (/logistics). A device belongs to the order that
 * made it; devices from before orders were linked fall back to a matching P.O. number.
 */
export async function purchaseOrderList(db: Db): Promise<PurchaseOrderRow[]> {
  const rows = await db
    .selectFrom('purchase_orders as o')
    .leftJoin('manufacturers as m', 'm.code', 'o.manufacturer_code')
    .leftJoin('users as u', 'u.id', 'o.created_by')
    .select([
      'o.id',
      'o.po',
      'o.sku',
      'o.manufacturer_code',
      'o.created_at',
      'm.label as manufacturer_label',
      sql<string | null>`nullif(trim(u.first_name || ' ' || u.last_name), '')`.as('created_by_name'),
      sql<PurchaseOrderRow['items']>`coalesce((SELECT json_agg(json_build_object('model', i.model, 'device_type', i.device_type,
        'quantity', i.quantity) ORDER BY i.model) FROM purchase_order_items i WHERE i.purchase_order_id = o.id), '[]')`.as('items'),
      sql<PurchaseOrderRow['devices']>`coalesce((SELECT json_agg(json_build_object('id', d.id, 'model', d.model, 'status', d.status,
        'has_turned_on', d.has_turned_on, 'company_id', d.company_id) ORDER BY d.id) FROM devices d
        WHERE d.purchase_order_id = o.id OR (d.purchase_order_id IS NULL AND o.po IS NOT NULL AND d.po = o.po)), '[]')`.as('devices'),
    ])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, devices: r.devices.map((d) => ({ ...d, id: Number(d.id) })) }));
}
