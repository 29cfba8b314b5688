import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { requireViewer } from '../../auth/policy/assertCan';
import { deviceFilter } from '../../auth/policy/deviceFilter';

/**
 * GET_DIRECTORY_DEVICES (spec 2 §3 "Directory device"): every device the viewer may see, for the Directory CSV
 * export on the account page, in directory order (company, path, name).
 */
builder.queryField('directoryDevices', (t) =>
  t.field({
    nullable: false,
    type: [DeviceType],
    resolve: (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return ctx.services.db
        .selectFrom('devices')
        .selectAll()
        .where(deviceFilter(viewer, 'devices'))
        .orderBy('company_id')
        .orderBy('path')
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
  }),
);
