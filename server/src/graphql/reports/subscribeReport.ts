import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { subscribeReport } from '../../reports/reportSubscriptions';
import { ReportEmailDeviceType } from './reportEmailTypes';

/** Subscribes the viewer to a readable device's daily report e-mail; answers the subscriptions after it. */
builder.mutationField('subscribeReport', (t) =>
  t.field({
    type: [ReportEmailDeviceType],
    args: { deviceID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => subscribeReport(ctx.services.db, ctx.services.clock, authorize(ctx), args.deviceID),
  }),
);
