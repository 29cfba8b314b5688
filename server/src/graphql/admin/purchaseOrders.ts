import { sql } from 'kysely';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { PurchaseOrderType, type PurchaseOrderRow } from './PurchaseOrderType';

/**
 * Purchase orders, newest first, with their items and devices (/logistics). A device belongs to the order that
 * made it; devices from before orders were linked fall back to a matching P.O. number.
 */
builder.queryField('purchaseOrders', (t) =>
  t.field({
    type: [PurchaseOrderType],
    resolve: async (_root, _args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const rows = await ctx.services.db
        .selectFrom('purchase_orders as o')
        .leftJoin('manufacturers as m', 'm.code', 'o.manufacturer_code')
        .leftJoin('users as u', 'u.id', 'o.created_by')
        .select([
          'o.id', 'o.po', 'o.sku', 'o.manufacturer_code', 'o.created_at', 'm.label as manufacturer_label',
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
    },
  }),
);
