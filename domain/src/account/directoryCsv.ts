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
  lastTimeMessageReceived: number | null;
  batteryLevel: number | null;
  displayUnits: string | null;
  defaultTag: string | null;
  companyID: number | null;
  firmwareVersion: number | null;
  company: { name: string | null } | null;
}

const COLUMNS: readonly [string, (d: DirectoryCsvDevice) => unknown][] = [
  ['ID', (d) => d.id],
  ['User Assigned ID', (d) => d.userAssignedID],
  ['Name', (d) => d.name],
  ['Path', (d) => d.path],
  ['Active', (d) => (d.isActive ? 'yes' : 'no')],
  ['Latitude', (d) => d.latitude],
  ['Longitude', (d) => d.longitude],
  ['Latest Reading', (d) => d.latestReading],
  ['Display Units', (d) => d.displayUnits],
  ['Default Tag', (d) => d.defaultTag],
  ['Last Message Received', (d) => (d.lastTimeMessageReceived === null ? null : new Date(d.lastTimeMessageReceived * 1000).toISOString())],
  ['Battery Level', (d) => d.batteryLevel],
  ['Firmware Version', (d) => d.firmwareVersion],
  ['Company ID', (d) => d.companyID],
  ['Company', (d) => d.company?.name ?? null],
];

/** Every field quoted, quotes doubled, so names with commas or quotes survive a spreadsheet round trip. */
function quote(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

export function directoryCsv(devices: readonly DirectoryCsvDevice[]): string {
  const lines = [COLUMNS.map(([title]) => quote(title)).join(',')];
  for (const d of devices) lines.push(COLUMNS.map(([, read]) => quote(read(d))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
