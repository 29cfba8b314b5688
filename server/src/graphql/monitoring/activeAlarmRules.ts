import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { devicesWithSentRules } from '../../monitoring/monitoringLists';

builder.queryField('activeAlarmRules', (t) =>
  t.field({
    type: [DeviceType],
    nullable: false,
    description:
      'Devices with a tag whose named alarm rule has been sent; the Alarms list merges them with devicesRe(alarm). Empty for super users.',
    args: { selectedCompanyID: t.arg.int() },
    resolve: (_root, args, ctx) => devicesWithSentRules(ctx.services.db, authorize(ctx).viewer, args.selectedCompanyID),
  }),
);
