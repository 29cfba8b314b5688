import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateReportHour } from '../../reports/reportSettings';
import { ReportSettingsType } from './reportTypes';

/** The report hour of a tag's reports (spec 2 §7), an integer 0 to 24; sent as soon as it is chosen. */
builder.mutationField('updateReportHour', (t) =>
  t.field({
    nullable: true,
    type: ReportSettingsType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), reportHour: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => updateReportHour(ctx.services.db, authorize(ctx), args.deviceID, args.tag, args.reportHour),
  }),
);
