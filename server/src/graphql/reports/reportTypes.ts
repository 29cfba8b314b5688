import { builder } from '../builder';
import type { ReportData } from '../../reports/reportData';

const ColumnarType = builder.objectRef<ReportData['readings']>('ReportSeries').implement({
  description: 'A time series as two columns.',
  fields: (t) => ({
    time: t.floatList({ description: 'Epoch seconds.', resolve: (s) => s.time }),
    value: t.floatList({ resolve: (s) => s.value }),
  }),
});

const ReportCommentType = builder.objectRef<ReportData['comments'][number]>('ReportComment').implement({
  fields: (t) => ({ time: t.exposeFloat('time'), comment: t.exposeString('comment') }),
});

export const ReportDataType = builder.objectRef<ReportData>('TagReportData').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    tag: t.exposeString('tag'),
    displayUnits: t.exposeString('displayUnits'),
    barrelsPerInch: t.exposeFloat('barrelsPerInch'),
    reportHour: t.exposeInt('reportHour'),
    readings: t.field({ type: ColumnarType, resolve: (r) => r.readings }),
    cumulativePulses: t.field({ type: ColumnarType, resolve: (r) => r.cumulativePulses }),
    comments: t.field({ type: [ReportCommentType], resolve: (r) => r.comments }),
  }),
});

export interface ReportSettings {
  deviceID: number;
  tag: string;
  barrelsPerInch: number;
  reportHour: number;
}

export const ReportSettingsType = builder.objectRef<ReportSettings>('TagReportSettings').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceID'),
    tag: t.exposeString('tag'),
    barrelsPerInch: t.exposeFloat('barrelsPerInch'),
    reportHour: t.exposeInt('reportHour'),
  }),
});
