import { PO_DEFAULTS } from '@fieldwatch/domain';
import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { createPurchaseOrder } from '../../admin/createPurchaseOrder';
import { AddPOResultType } from './AddPOResultType';
import { POItemInput } from './POItemInput';

/** Spec 3 §7 addPO: a purchase order and its devices (super users only). */
builder.mutationField('addPO', (t) =>
  t.field({
    nullable: true,
    type: AddPOResultType,
    args: {
      po: t.arg.int(),
      sku: t.arg.string({ defaultValue: PO_DEFAULTS.sku }),
      manufacturerCode: t.arg.string({ required: true, defaultValue: PO_DEFAULTS.manufacturerCode }),
      items: t.arg({ type: [POItemInput], required: true }),
    },
    resolve: (_root, args, ctx) => {
      return createPurchaseOrder(ctx.services.db, authorize(ctx, 'admin'), {
        po: args.po ?? null,
        sku: args.sku ?? PO_DEFAULTS.sku,
        manufacturerCode: args.manufacturerCode,
        items: args.items.map((i) => ({ model: i.model, deviceType: i.deviceType, quantity: i.quantity ?? 0 })),
      });
    },
  }),
);
