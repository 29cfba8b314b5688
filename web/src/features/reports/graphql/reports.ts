import { graphql, type ResultOf } from '../../../api/graphql';

export const GET_TAG_REPORT = graphql(`query TagReport($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  tagReport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime) {
    deviceID tag displayUnits barrelsPerInch reportHour
    readings { time value } cumulativePulses { time value } comments { time comment }
  }
}`);

export type ReportData = NonNullable<ResultOf<typeof GET_TAG_REPORT>['tagReport']>;

/** Spread by name in the documents below; GraphQL codegen reads the fragment from here. @public */
export const REPORT_SETTINGS_FIELDS = graphql(
  `fragment ReportSettingsFields on TagReportSettings { deviceID tag barrelsPerInch reportHour }`,
);

export const UPDATE_REPORT_HOUR = graphql(`mutation UpdateReportHour($deviceID: Int!, $tag: String!, $reportHour: Int!) {
  updateReportHour(deviceID: $deviceID, tag: $tag, reportHour: $reportHour) { ...ReportSettingsFields }
}`);

export const UPDATE_BPI = graphql(`mutation UpdateBPI($deviceID: Int!, $tag: String!, $barrelsPerInch: Float!) {
  updateBPI(deviceID: $deviceID, tag: $tag, barrelsPerInch: $barrelsPerInch) { ...ReportSettingsFields }
}`);

export const GET_TANK_STRAPS = graphql(`query TankStraps { tankNames { tank_name heightInches strap } }`);
