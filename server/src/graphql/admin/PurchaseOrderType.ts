import type { PurchaseOrderRow } from '../../admin/purchaseOrderList';
import { builder } from '../builder';
import { epochSeconds } from '../../util/epochSeconds';

const POItemType = builder.objectRef<PurchaseOrderRow['items'][number]>('POItem').implement({
  fields: (t) => ({
    model: t.exposeString('model'),
    deviceType: t.exposeInt('device_type'),
    quantity: t.exposeInt('quantity'),
  }),
});

const PODeviceType = builder.objectRef<PurchaseOrderRow['devices'][number]>('PODevice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    model: t.exposeString('model', { nullable: true }),
    status: t.exposeInt('status', { nullable: true, description: 'Latest lifecycle status code (spec 3 §3).' }),
    hasTurnedOn: t.exposeBoolean('has_turned_on'),
    companyID: t.exposeInt('company_id', { nullable: true }),
  }),
});

/** A purchase order with its items and the devices it made, for /logistics. */
export const PurchaseOrderType = builder.objectRef<PurchaseOrderRow>('PurchaseOrder').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    po: t.exposeInt('po', { nullable: true }),
    sku: t.exposeString('sku'),
    manufacturerCode: t.exposeString('manufacturer_code'),
    manufacturerLabel: t.exposeString('manufacturer_label', { nullable: true }),
    createdAt: t.int({ resolve: (r) => epochSeconds(r.created_at)! }),
    createdBy: t.exposeString('created_by_name', { nullable: true }),
    items: t.field({ type: [POItemType], resolve: (r) => r.items }),
    devices: t.field({ type: [PODeviceType], resolve: (r) => r.devices }),
  }),
});
