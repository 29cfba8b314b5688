import { operation } from '../../../api/graphql';
import type { CardCalibration, CardTag } from '../../../ui/cards/deviceCardFields';

export interface DeviceSetting {
  key: string;
  reportedValue: string | null;
  desiredValue: string | null;
  reportedTime: number | null;
  desiredTime: number | null;
}

export interface DeviceAddress {
  contactName: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface ViewerAbilities {
  rename: boolean;
  editInfo: boolean;
  superUser: boolean;
  settings: boolean;
  signatures: boolean;
  sensorType: boolean;
  clearFota: boolean;
  control2: boolean;
  messageLog: boolean;
}

/** A stream as the page reads it: the card fields plus what the Data Display panel edits. */
export interface PageTag extends Omit<CardTag, 'calibration'> {
  calibration: CardCalibration | null;
}

export interface PageDevice {
  id: number;
  name: string | null;
  path: string | null;
  deviceType: number | null;
  companyID: number | null;
  company: { id: number; name: string; timeZone: string } | null;
  isActive: boolean;
  inService: boolean;
  timeOffset: number | null;
  /** The zone its times are read in: timeOffset, else its company's (server-side rule, domain deviceTimeZone). */
  timeZone: string;
  accountingCode: string | null;
  apiNumber: string | null;
  userAssignedID: string | null;
  description: string | null;
  address: DeviceAddress | null;
  latitude: number | null;
  longitude: number | null;
  replacementID: number | null;
  po: number | null;
  manufacturerCode: string;
  model: string | null;
  pin: string | null;
  simNumber: string | null;
  sku: string | null;
  firmwareVersion: number | null;
  defaultTag: string | null;
  defaultTagScale: number | null;
  sensorSubtype1: number | null;
  sensorSubtype2: number | null;
  modemType: string | null;
  boardRev: string | null;
  iconFluid: string | null;
  latestReading: number | null;
  slowdownVoltage4: number | null;
  hibernationVoltage: number | null;
  lastTimeMessageReceived: number | null;
  batteryLevel: number | null;
  solarPowered: boolean;
  displayUnits: string | null;
  percentSolar: number | null;
  signalStrength: number | null;
  carrier: string | null;
  events: { time: number; flag: number }[];
  settings: DeviceSetting[];
  tags: PageTag[];
  voltage: { value: number | null; time: number | null } | null;
  log: { time: number; status: number }[];
  latest: { status: number | null };
  logComments: { time: number; comment: string }[];
  groups: { id: number; name: string | null }[];
  viewerAbilities: ViewerAbilities;
}

export interface DeviceReData {
  deviceRe: PageDevice | null;
  deviceGps: { latitude: number | null; longitude: number | null } | null;
}

export const GET_DEVICE_RE = operation<DeviceReData, { id: number }>(
  'DeviceRe',
  `query DeviceRe($id: Int!) {
  deviceRe(id: $id) {
    id name path deviceType companyID company { id name timeZone } isActive inService timeOffset timeZone accountingCode apiNumber
    userAssignedID description address { contactName street1 street2 city state zip } latitude longitude replacementID
    po manufacturerCode model pin simNumber sku firmwareVersion defaultTag defaultTagScale sensorSubtype1 sensorSubtype2
    modemType boardRev iconFluid latestReading slowdownVoltage4 hibernationVoltage lastTimeMessageReceived batteryLevel
    solarPowered displayUnits percentSolar signalStrength carrier
    events { time flag }
    settings { key reportedValue desiredValue reportedTime desiredTime }
    tags {
      id deviceID tag ymin ymax time value displayUnits barrelsPerInch
      calibration { fluid tankName sg api tds offset tankHeight tankVolume tankShape gallonsPerInch kFactor productionOffset strap }
      alarms { flag acknowledged trigger }
    }
    voltage { value time }
    log { time status }
    latest { status }
    logComments { time comment }
    groups { id name }
    viewerAbilities { rename editInfo superUser settings signatures sensorType clearFota control2 messageLog }
  }
  deviceGps(id: $id) { latitude longitude }
}`,
);

export const LIST_EVENTS = operation<{ listEvents: { time: number; flag: number }[] }, { id: number }>(
  'ListEvents',
  `query ListEvents($id: Int!) { listEvents(id: $id) { time flag } }`,
);

export interface DeviceReadings {
  tag: string;
  times: number[];
  values: number[];
  temps: (number | null)[];
  commentTimes: number[];
  comments: string[];
  truncated: boolean;
}

export const DEVICE_READINGS = operation<
  { deviceReadings: DeviceReadings },
  { deviceID: number; tag: string; startTime: number | null; endTime: number | null }
>(
  'DeviceReadings',
  `query DeviceReadings($deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float) {
  deviceReadings(deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime) {
    tag times values temps commentTimes comments truncated
  }
}`,
);
