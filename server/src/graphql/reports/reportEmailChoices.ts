import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { reportEmailChoices } from '../../reports/reportSubscriptions';
import { ReportEmailDeviceType } from './reportEmailTypes';

/** Devices the viewer reads that have a report and are not subscribed yet, matching a name or id (at most 50). */
builder.queryField('reportEmailChoices', (t) =>
  t.field({
    type: [ReportEmailDeviceType],
    args: { search: t.arg.string() },
    resolve: (_root, args, ctx) => reportEmailChoices(ctx.services.db, authorize(ctx).viewer, args.search ?? null),
  }),
);
