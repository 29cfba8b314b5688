import type { CreatedPurchaseOrder } from '../../admin/createPurchaseOrder';
import { builder } from '../builder';
import { CreatedDeviceType } from './CreatedDeviceType';

export const AddPOResultType = builder.objectRef<CreatedPurchaseOrder>('AddPOResult').implement({
  fields: (t) => ({
    purchaseOrderID: t.exposeInt('purchaseOrderId'),
    devices: t.field({ type: [CreatedDeviceType], resolve: (r) => r.devices }),
  }),
});
