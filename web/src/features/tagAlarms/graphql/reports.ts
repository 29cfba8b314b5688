import { operation } from '../../../api/graphql';

export interface ReportData {
  deviceID: number;
  tag: string;
  displayUnits: string;
  barrelsPerInch: number;
  reportHour: number;
  readings: { time: number[]; value: number[] };
  cumulativePulses: { time: number[]; value: number[] };
  comments: { time: number; comment: string }[];
}

export const GET_TAG_REPORT = operation<{ tagReport: ReportData }, { deviceID: number; tag: string; startTime: number; endTime: number }>(
  'TagReport',
  `query TagReport($deviceID: Int!, $tag: String!, $startTime: Float!, $endTime: Float!) {
  tagReport(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime) {
    deviceID tag displayUnits barrelsPerInch reportHour
    readings { time value } cumulativePulses { time value } comments { time comment }
  }
}`,
);

const SETTINGS = 'deviceID tag barrelsPerInch reportHour';

export const UPDATE_REPORT_HOUR = operation<{ updateReportHour: { reportHour: number } }, { deviceID: number; tag: string; reportHour: number }>(
  'UpdateReportHour',
  `mutation UpdateReportHour($deviceID: Int!, $tag: String!, $reportHour: Int!) {
  updateReportHour(deviceID: $deviceID, tag: $tag, reportHour: $reportHour) { ${SETTINGS} }
}`,
);

export const UPDATE_BPI = operation<{ updateBPI: { barrelsPerInch: number } }, { deviceID: number; tag: string; barrelsPerInch: number }>(
  'UpdateBPI',
  `mutation UpdateBPI($deviceID: Int!, $tag: String!, $barrelsPerInch: Float!) {
  updateBPI(deviceID: $deviceID, tag: $tag, barrelsPerInch: $barrelsPerInch) { ${SETTINGS} }
}`,
);

export interface TankStrap {
  tank_name: string;
  heightInches: number;
  strap: { inches: number; gallons: number }[];
}

export const GET_TANK_STRAPS = operation<{ tankNames: TankStrap[] }>('TankStraps', `query TankStraps { tankNames { tank_name heightInches strap } }`);
