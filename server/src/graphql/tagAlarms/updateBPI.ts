import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertCanEditReportSettings } from '../../auth/policy/tagAlarmAccess';
import { AppError } from '../../errors/AppError';
import { updateReportSettings } from '../../tagAlarms/reportSettings';
import { ReportSettingsType } from './reportTypes';

/** UPDATE_BPI (spec 2 §7): the tank report's barrels per inch, saved 2 s after the last edit. */
builder.mutationField('updateBPI', (t) =>
  t.field({
    type: ReportSettingsType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), barrelsPerInch: t.arg.float({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      assertCanEditReportSettings(viewer);
      if (!Number.isFinite(args.barrelsPerInch) || args.barrelsPerInch <= 0) {
        throw new AppError('REPORT_INPUT_INVALID', { cause: new Error(`updateBPI: ${args.barrelsPerInch}`) });
      }
      return updateReportSettings(ctx.services.db, viewer, args.deviceID, args.tag, { barrels_per_inch: args.barrelsPerInch }, ctx.ip);
    },
  }),
);
