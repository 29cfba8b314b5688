import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleTag } from '../../auth/policy/tagAlarmAccess';
import { AppError } from '../../errors/AppError';
import { loadReportData, REPORT_MAX_SECONDS } from '../../reports/reportData';
import { ReportDataType } from './reportTypes';

/** The readings, counters and comments a production report is computed from (spec 2 §4.9). */
builder.queryField('tagReport', (t) =>
  t.field({
    nullable: true,
    type: ReportDataType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      startTime: t.arg.float({ required: true }),
      endTime: t.arg.float({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const { viewer } = authorize(ctx);
      const { startTime, endTime } = args;
      if (!(endTime > startTime) || endTime - startTime > REPORT_MAX_SECONDS) {
        throw new AppError('REPORT_INPUT_INVALID', { cause: new Error(`tagReport: range ${startTime}..${endTime}`) });
      }
      const v = await visibleTag(ctx.services.db, viewer, args.deviceID, args.tag);
      return loadReportData(ctx.services.db, v, startTime, endTime);
    },
  }),
);
