import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { rebootDevices } from '../../monitoring/monitoringLists';

builder.queryField('rebootDevices', (t) =>
  t.field({
    type: [DeviceType],
    nullable: false,
    description: 'Devices that restarted at least once, the most restarts first (Device.time, gps_time, count).',
    args: { selectedCompanyID: t.arg.int() },
    resolve: (_root, args, ctx) => rebootDevices(ctx.services.db, authorize(ctx).viewer, args.selectedCompanyID),
  }),
);
