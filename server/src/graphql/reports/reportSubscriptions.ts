import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { listReportSubscriptions } from '../../reports/reportSubscriptions';
import { ReportEmailDeviceType } from './reportEmailTypes';

/** The devices whose daily report e-mail the viewer takes (Account page, "Daily Report E-mails"). */
builder.queryField('reportSubscriptions', (t) =>
  t.field({
    type: [ReportEmailDeviceType],
    resolve: (_root, _args, ctx) => listReportSubscriptions(ctx.services.db, authorize(ctx).viewer),
  }),
);
