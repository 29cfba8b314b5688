import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateSku } from '../../admin/updateSku';
import { DeviceIdEntryType } from './DeviceIdEntryType';

const UpdateSkuResultType = builder
  .objectRef<{
    devices: {
      id: number;
      model: string | null;
      po: number | null;
      sku: string | null;
      has_turned_on: boolean;
      sim_number: string | null;
    }[];
  }>('UpdateSkuResult')
  .implement({
    fields: (t) => ({ devices: t.field({ type: [DeviceIdEntryType], resolve: (r) => r.devices }) }),
  });

/** Spec 3 §7 updateSku: the Device ID list's SKU select saves at once. Only SKUs that exist are accepted. */
builder.mutationField('updateSku', (t) =>
  t.field({
    nullable: true,
    type: UpdateSkuResultType,
    args: { id: t.arg.int({ required: true }), sku: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateSku(ctx.services.db, authorize(ctx, 'admin'), args.id, args.sku),
  }),
);
