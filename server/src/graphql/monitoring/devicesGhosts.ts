import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { ghostDevices } from '../../monitoring/monitoringLists';

builder.queryField('devicesGhosts', (t) =>
  t.field({
    type: [DeviceType],
    nullable: false,
    description:
      'Possible ghosts: turned-on devices silent between `recentDays` (after, 0) and `previousDays` (before, 48) hours. Super users only.',
    args: { previousDays: t.arg.int(), recentDays: t.arg.int(), selectedCompanyID: t.arg.int() },
    resolve: (_root, args, ctx) => ghostDevices(ctx.services.db, authorize(ctx).viewer, args),
  }),
);
