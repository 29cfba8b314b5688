import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { batteryDevices } from '../../monitoring/monitoringLists';

builder.queryField('devicesBattery', (t) =>
  t.field({
    type: [DeviceType],
    nullable: false,
    description: 'Battery Insights: devices reporting a battery level, the emptiest first. Super users only.',
    args: { selectedCompanyID: t.arg.int() },
    resolve: (_root, args, ctx) => batteryDevices(ctx.services.db, authorize(ctx).viewer, args.selectedCompanyID),
  }),
);
