import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { deviceIdList } from '../../admin/deviceIdList';
import { DeviceIdEntryType } from './DeviceIdEntryType';

/** Spec 3 §7 deviceIDs: every device with its model, P.O., SKU, SIM and whether it has turned on. */
builder.queryField('deviceIDs', (t) =>
  t.field({
    nullable: true,
    type: [DeviceIdEntryType],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'admin');
      return deviceIdList(ctx.services.db);
    },
  }),
);
