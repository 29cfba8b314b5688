import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { DeviceIdEntryType } from './DeviceIdEntryType';

const UpdateSkuResultType = builder.objectRef<{ devices: { id: number; model: string | null; po: number | null; sku: string | null; has_turned_on: boolean; sim_number: string | null }[] }>('UpdateSkuResult').implement({
  fields: (t) => ({ devices: t.field({ type: [DeviceIdEntryType], resolve: (r) => r.devices }) }),
});

/** Spec 3 §7 updateSku: the Device ID list's SKU select saves at once. Only SKUs that exist are accepted. */
builder.mutationField('updateSku', (t) =>
  t.field({
    type: UpdateSkuResultType,
    args: { id: t.arg.int({ required: true }), sku: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const viewer = ctx.viewer;
      return ctx.services.db.transaction().execute(async (trx) => {
        const known = await trx.selectFrom('skus').select('sku').where('sku', '=', args.sku).executeTakeFirst();
        if (!known) throw new AppError('UNKNOWN_SKU');
        const before = await trx.selectFrom('devices').select('sku').where('id', '=', args.id).forUpdate().executeTakeFirst();
        if (!before) throw new AppError('NOT_FOUND');
        const row = await trx
          .updateTable('devices')
          .set({ sku: args.sku })
          .where('id', '=', args.id)
          .returning(['id', 'model', 'po', 'sku', 'has_turned_on', 'sim_number'])
          .executeTakeFirstOrThrow();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'admin.updateSku', { type: 'device', id: args.id }, { from: before.sku, to: args.sku });
        return { devices: [{ ...row, id: Number(row.id) }] };
      });
    },
  }),
);
