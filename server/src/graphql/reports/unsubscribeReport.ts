import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { unsubscribeReport } from '../../reports/reportSubscriptions';
import { ReportEmailDeviceType } from './reportEmailTypes';

/** Ends the viewer's subscription to a device's daily report e-mail; answers the subscriptions after it. */
builder.mutationField('unsubscribeReport', (t) =>
  t.field({
    type: [ReportEmailDeviceType],
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => unsubscribeReport(ctx.services.db, authorize(ctx), args.deviceID),
  }),
);
