/** One device of the Directory CSV export (spec 2 §3 "Directory device"). */
export interface DirectoryCsvDevice {
  id: number;
  userAssignedID: string | null;
  name: string | null;
  path: string | null;
  isActive: boolean;
  longitude: number | null;
  latitude: number | null;
  latestReading: number | null;
  /** The default tag's reading as its card shows it (calibrated, in the shown unit); null without a default tag. */
  latestReadingShown?: { value: number | null; unit: string } | null;
  lastTimeMessageReceived: number | null;
  batteryLevel: number | null;
  displayUnits: string | null;
  defaultTag: string | null;
  companyID: number | null;
  firmwareVersion: number | null;
  company: { name: string | null } | null;
  /** The device's site time zone: its times are written in it, with their offset (exportTime.ts). */
  timeZone: string;
}

import { toCsv, type CsvCell } from '../export/csvExport';
import { exportTime } from '../export/exportTime';
import { roundShownValue } from '../tag/unitConversion';

/** The Latest Reading cell: the card's value (calibrated, in its unit) at its unit's precision; else the stored one. */
function latestReadingCell(d: DirectoryCsvDevice): number | null {
  if (!d.latestReadingShown) return d.latestReading;
  return d.latestReadingShown.value === null ? null : roundShownValue(d.latestReadingShown.value, d.latestReadingShown.unit);
}

const COLUMNS: readonly [string, (d: DirectoryCsvDevice) => CsvCell][] = [
  ['ID', (d) => d.id],
  ['User Assigned ID', (d) => d.userAssignedID],
  ['Name', (d) => d.name],
  ['Path', (d) => d.path],
  ['Active', (d) => (d.isActive ? 'yes' : 'no')],
  ['Latitude', (d) => d.latitude],
  ['Longitude', (d) => d.longitude],
  // as the device's card shows it, in the unit of the column after it (each row its own unit), rounded as every
  // export writes a reading; empty where the card shows N/A (a unit its reading cannot be shown in)
  ['Latest Reading', latestReadingCell],
  ['Display Units', (d) => (d.latestReadingShown ? d.latestReadingShown.unit : d.displayUnits)],
  ['Default Tag', (d) => d.defaultTag],
  // devices of several sites: each time in its own site's zone, with its offset, and the zone in a column of its own
  ['Last Message Received (site time)', (d) => exportTime(d.lastTimeMessageReceived, d.timeZone)[0]],
  ['Last Message UTC Offset', (d) => exportTime(d.lastTimeMessageReceived, d.timeZone)[1]],
  ['Battery Level', (d) => d.batteryLevel],
  ['Firmware Version', (d) => d.firmwareVersion],
  ['Company ID', (d) => d.companyID],
  ['Company', (d) => d.company?.name ?? null],
  ['Site Time Zone', (d) => d.timeZone],
];

/** The Directory CSV (spec 2 §4.8), through the one export writer (csvExport.ts). */
export function directoryCsv(devices: readonly DirectoryCsvDevice[]): string {
  return toCsv(
    COLUMNS.map(([title]) => title),
    devices.map((d) => COLUMNS.map(([, read]) => read(d))),
  );
}
