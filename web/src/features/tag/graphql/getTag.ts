import { operation } from '../../../api/graphql.ts';

export interface GraphSeriesData {
  role: 'primary' | 'additional' | 'secondary' | 'third' | 'fourth' | 'fifth';
  deviceID: number;
  tag: string;
  label: string;
  displayUnits: string | null;
  ymin: number | null;
  ymax: number | null;
  /** The newest calibration of the series' tag (a production counter: its turbine's): drawn values go through it. */
  calibration: TagCalibration | null;
  /** The series tag's own filter: a 2nd to 5th graph is drawn through it (linkedGraphCorrections in domain). */
  filterEnabled: boolean;
  filterThreshold: number | null;
  filterMinimumValue: number | null;
  source: string;
  bucket: number;
  start: number;
  end: number;
  times: number[];
  values: number[];
  min: number[];
  max: number[];
  temps: (number | null)[];
}

export interface AdditionalTagSetting {
  tag: string;
  displayUnits: string | null;
  ymin: number | null;
  ymax: number | null;
}

export interface GraphLinkData {
  deviceID: number;
  tag: string;
}

export interface TagSettingsData {
  deviceID: number;
  tag: string;
  ymin: number | null;
  ymax: number | null;
  displayUnits: string | null;
  barrelsPerInch: number;
  filterEnabled: boolean;
  filterThreshold: number | null;
  filterMinimumValue: number | null;
  sensorTempFilterEnabled: boolean;
  sensorTempFilterThreshold: number;
  temperatureCorrectionEnabled: boolean;
  temperatureCorrectionCoefficient: number;
  temperatureCorrectionThreshold: number | null;
  sf6NormalizationEnabled: boolean;
  fourierPlotEnabled: boolean;
  maximumFourierAmplitude: number | null;
  activeAdditional: string | null;
  additionalTags: AdditionalTagSetting[];
  secondaryGraph: GraphLinkData | null;
  thirdGraph: GraphLinkData | null;
  fourthGraph: GraphLinkData | null;
  fifthGraph: GraphLinkData | null;
}

export interface GraphComment {
  id: number;
  time: number;
  comment: string;
}

export interface UserDataPoint {
  time: number;
  value: number;
}

export interface TagCalibration {
  fluid: string;
  sg: number;
  api: number;
  tds: number;
  offset: number | null;
  tankName: string | null;
  tankHeight: number | null;
  tankVolume: number | null;
  tankShape: string | null;
  gallonsPerInch: number | null;
  kFactor: number;
  productionOffset: number;
  /** 'gallons': the volume format of the radar/sonar wizard is on. */
  unit: string;
  strap: { inches: number; gallons: number }[] | null;
}

export interface TagPageData {
  deviceID: number;
  device: { id: number; name: string | null; hibernationVoltage: number | null; slowdownVoltage4: number | null; defaultTag: string | null; displayUnits: string | null; timeZone: string };
  tag: {
    tag: string;
    displayUnits: string | null;
    /** The newest calibration: what the graph and table show follows it (calibratedReading in domain). */
    calibration: TagCalibration | null;
    alarms: { flag: string; flagTime: number | null; acknowledged: boolean; trigger: boolean };
  };
  settings: TagSettingsData;
  additionalOptions: AdditionalTagSetting[];
  graphs: GraphSeriesData[];
  comments: GraphComment[];
  userData: UserDataPoint[];
}

export interface GetTagVariables {
  deviceID: number;
  tag: string;
  startTime?: number | null;
  endTime?: number | null;
  downsampled?: boolean;
  additional?: string | null;
}

const SETTINGS = `deviceID tag ymin ymax displayUnits barrelsPerInch filterEnabled filterThreshold filterMinimumValue
      sensorTempFilterEnabled sensorTempFilterThreshold temperatureCorrectionEnabled temperatureCorrectionCoefficient
      temperatureCorrectionThreshold sf6NormalizationEnabled fourierPlotEnabled maximumFourierAmplitude activeAdditional
      additionalTags { tag displayUnits ymin ymax }
      secondaryGraph { deviceID tag } thirdGraph { deviceID tag } fourthGraph { deviceID tag } fifthGraph { deviceID tag }`;

export const TAG_SETTINGS_FIELDS = SETTINGS;

/** What the page shows values through (calibratedReading in domain). */
const CALIBRATION = 'fluid sg api tds offset tankName tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap unit';

/** GET_TAG / GET_ALL_TAG (spec 2 §7): the first call asks for 42 days downsampled, the second for everything. */
export const GET_TAG = operation<{ deviceReGraph: TagPageData }, GetTagVariables>(
  'GetTag',
  `query GetTag($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $downsampled: Boolean, $additional: String) {
  deviceReGraph(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, downsampled: $downsampled) {
    deviceID
    device { id name hibernationVoltage slowdownVoltage4 defaultTag displayUnits timeZone }
    tag { tag displayUnits calibration { ${CALIBRATION} } alarms { flag flagTime acknowledged trigger } }
    settings { ${SETTINGS} }
    additionalOptions { tag displayUnits ymin ymax }
    graphs(additional: $additional) { role deviceID tag label displayUnits ymin ymax calibration { ${CALIBRATION} } filterEnabled filterThreshold filterMinimumValue source bucket start end times values min max temps }
    comments { id time comment }
    userData { time value }
  }
}`,
);
