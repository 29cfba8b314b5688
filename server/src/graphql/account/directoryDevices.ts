import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { directoryDevices } from '../../account/directoryDevices';

/**
 * GET_DIRECTORY_DEVICES (spec 2 §3 "Directory device"): every device the viewer may see, for the Directory CSV
 * export on the account page, in directory order (company, path, name).
 */
builder.queryField('directoryDevices', (t) =>
  t.field({
    nullable: false,
    type: [DeviceType],
    resolve: (_root, _args, ctx) => directoryDevices(ctx.services.db, authorize(ctx).viewer),
  }),
);
