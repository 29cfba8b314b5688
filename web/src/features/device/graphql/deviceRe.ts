import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const GET_DEVICE_RE = graphql(`query DeviceRe($id: Int!) {
  deviceRe(id: $id) {
    id name path deviceType companyID company { id name timeZone } isActive inService timeOffset timeZone accountingCode apiNumber
    userAssignedID description address { contactName street1 street2 city state zip } latitude longitude replacementID
    po manufacturerCode model pin simNumber sku firmwareVersion defaultTag defaultTagScale sensorSubtype1 sensorSubtype2
    modemType boardRev iconFluid latestReading slowdownVoltage4 hibernationVoltage lastTimeMessageReceived batteryLevel
    solarPowered displayUnits percentSolar signalStrength carrier
    events { time flag }
    settings { key reportedValue desiredValue reportedTime desiredTime }
    tags { ...CardTagFields id deviceID barrelsPerInch calibration { tankName } alarms { acknowledged } }
    voltage { value time }
    log { time status }
    latest { status }
    logComments { time comment }
    groups { id name }
    viewerAbilities { rename editInfo superUser settings signatures sensorType clearFota control2 messageLog }
  }
  deviceGps(id: $id) { latitude longitude }
}`);

export type DeviceReData = ResultOf<typeof GET_DEVICE_RE>;
/** The device page's device; `timeZone` is the zone its times are read in (domain deviceTimeZone, server-side). */
export type PageDevice = NonNullable<DeviceReData['deviceRe']>;
/** A stream as the page reads it: the card fields, which are also what the Data Display panel edits. */
export type PageTag = ItemOf<PageDevice['tags']>;
export type DeviceSetting = ItemOf<PageDevice['settings']>;

export const LIST_EVENTS = graphql(`query ListEvents($id: Int!) { listEvents(id: $id) { time flag } }`);

/**
 * One page of the readings table (spec 2 §4.1), sorted by the server; the first page also asks how many readings the
 * range holds and whether any carries a sensor temperature.
 */
export const DEVICE_READINGS = graphql(`query DeviceReadings(
  $deviceID: Int!, $tag: String!, $startTime: Float, $endTime: Float, $first: Int, $after: String, $sort: ReadingsSort,
  $descending: Boolean, $withTotal: Boolean!
) {
  deviceReadings(
    deviceID: $deviceID, tag: $tag, startTime: $startTime, endTime: $endTime, first: $first, after: $after, sort: $sort,
    descending: $descending
  ) {
    times values temps rowComments endCursor
    total @include(if: $withTotal)
    hasTemps @include(if: $withTotal)
  }
}`);
