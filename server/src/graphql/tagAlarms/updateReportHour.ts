import { parseReportHour } from '@fieldwatch/domain';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertCanEditReportSettings } from '../../auth/policy/tagAlarmAccess';
import { AppError } from '../../errors/AppError';
import { updateReportSettings } from '../../tagAlarms/reportSettings';
import { ReportSettingsType } from './reportTypes';

/** The report hour of a tag's reports (spec 2 §7), an integer 0 to 24; sent as soon as it is chosen. */
builder.mutationField('updateReportHour', (t) =>
  t.field({
    type: ReportSettingsType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), reportHour: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      assertCanEditReportSettings(viewer);
      if (parseReportHour(args.reportHour) === null) {
        throw new AppError('REPORT_INPUT_INVALID', { cause: new Error(`updateReportHour: ${args.reportHour}`) });
      }
      return updateReportSettings(ctx.services.db, viewer, args.deviceID, args.tag, { report_hour: args.reportHour }, ctx.ip);
    },
  }),
);
