import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { DeviceIdEntryType } from './DeviceIdEntryType';

/** Spec 3 §7 deviceIDs: every device with its model, P.O., SKU, SIM and whether it has turned on. */
builder.queryField('deviceIDs', (t) =>
  t.field({
    type: [DeviceIdEntryType],
    resolve: async (_root, _args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const rows = await ctx.services.db
        .selectFrom('devices')
        .select(['id', 'model', 'po', 'sku', 'has_turned_on', 'sim_number'])
        .orderBy('id', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, id: Number(r.id) }));
    },
  }),
);
