/** Tag (sensor channel) type codes, labels, display units and default ranges: spec 1 §3, §9 and spec 2 §3, §9. */

export interface UnitOption {
  /** The value stored in displayUnits. */
  unit: string;
  ymin: number;
  ymax: number;
  /** Gallons need a tank strap calibration. */
  needsCalibration?: boolean;
}

export interface TagType {
  code: string;
  label: string;
  /** The sensor kind column of list views; 'na' when the spec gives none. */
  kind: string;
  units: readonly UnitOption[];
}

const u = (unit: string, ymin: number, ymax: number, needsCalibration?: boolean): UnitOption =>
  needsCalibration ? { unit, ymin, ymax, needsCalibration } : { unit, ymin, ymax };

const LEVEL_UNITS = [u('ft', 0, 20), u('in', 0, 240), u('psi', 0, 10), u('psi full', 0, 10)];

export const TAG_TYPES: Record<string, TagType> = {
  psr: {
    code: 'psr',
    label: 'Pressure',
    kind: 'Pressure',
    units: [u('psi', 0, 260), u('psi full', 0, 260), u('inhg', 0, 540), u('bar', 0, 18), u('oz/in^2', 0, 4000)],
  },
  spsr: { code: 'spsr', label: 'Fluid Level', kind: 'Tank Level', units: [...LEVEL_UNITS, u('gln', 0, 5000, true)] },
  dspsr: { code: 'dspsr', label: 'Fluid Level', kind: 'Tank Level - Dual Sensor', units: LEVEL_UNITS },
  rot: { code: 'rot', label: 'Rotation', kind: 'Beam Pump', units: [u('spm', 0, 15), u('sps', 0, 15)] },
  vib: {
    code: 'vib',
    label: 'Vibration',
    kind: 'Vibration',
    units: [u('g', 0, 1), u('in/s', 0, 1), u('mm/s', 0, 1), u('g rms', 0, 1), u('in/s rms', 0, 1), u('mm/s rms', 0, 1)],
  },
  dist: { code: 'dist', label: 'Radar Fluid Level', kind: 'Radar', units: [u('in', 0, 720), u('mm', 0, 18288), u('ft', 0, 60)] },
  sonr: { code: 'sonr', label: 'Sonar Fluid Level', kind: 'Sonar', units: [u('in', 0, 60), u('ft', 0, 20)] },
  hum: { code: 'hum', label: 'Humidity', kind: 'Humidity', units: [u('%', 0, 100)] },
  _v: { code: '_v', label: 'Internal Battery Level', kind: 'na', units: [u('v', 3, 6)] },
  _t: { code: '_t', label: 'Internal Device Temperature', kind: 'na', units: [u('f', -50, 150), u('c', 0, 260)] },
  _csq: { code: '_csq', label: 'Signal Quality', kind: 'na', units: [u('', 0, 35)] },
  puls: {
    code: 'puls',
    label: 'Flow',
    kind: 'Turbine',
    units: [u('bbls/day', 0, 3000), u('MCF/D', 0, 30), u('gallons/day', 0, 10000), u('MMCF/D', 0, 3)],
  },
  pult: { code: 'pult', label: 'Flow Test', kind: 'na', units: [u('bbls/day', 0, 3000)] },
  temp: { code: 'temp', label: 'Sensor Temperature', kind: 'Temperature', units: [u('f', 0, 500), u('c', 0, 260)] },
  pdiff: { code: 'pdiff', label: 'Differential Pressure', kind: 'na', units: [u('', 0, 1)] },
  hpres: { code: 'hpres', label: 'Vapor Pressure', kind: 'na', units: [u('', 0, 20)] },
  tpres: { code: 'tpres', label: 'Barometric Pressure', kind: 'na', units: [u('', 0, 20)] },
  htemp: { code: 'htemp', label: 'Vapor Temp', kind: 'na', units: [u('', 0, 30)] },
  ttemp: { code: 'ttemp', label: 'Transmitter Temp', kind: 'na', units: [u('', 0, 30)] },
  volt: { code: 'volt', label: 'Voltage', kind: 'na', units: [u('mV', 0, 2500), u('v', 0, 100)] },
  flash: { code: 'flash', label: 'Flasher', kind: 'na', units: [u('', 0, 1000)] },
  swt: { code: 'swt', label: 'Switch', kind: 'na', units: [u('', 0, 2)] },
  flw: { code: 'flw', label: 'Flow meter', kind: 'na', units: [u('MCF/D', 0, 150)] },
  SCADA: { code: 'SCADA', label: 'SCADA', kind: 'na', units: [u('', 0, 150)] },
  vlv: { code: 'vlv', label: 'Valve position sensor', kind: 'na', units: [u('%', 0, 100)] },
};

/** The primary sensor kinds a device is sold as; every demo and bench fixture covers these. */
export const DEVICE_KINDS = ['spsr', 'dspsr', 'psr', 'rot', 'puls', 'vib', 'temp', 'dist', 'sonr', 'hum', 'flw', 'vlv'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** The catalogue entry of a code; codes are device input, so names like 'constructor' must not match. */
export function tagType(code: string): TagType | undefined {
  return Object.hasOwn(TAG_TYPES, code) ? TAG_TYPES[code] : undefined;
}

/**
 * Channels a device reports beside its sensors that are totals, not readings of a range: a turbine's production
 * counter. Not sensor types (no gauge, no alarm sensor type); their cards show a labelled total in its unit.
 */
const TOTALS: Readonly<Record<string, { label: string; unit: UnitOption }>> = {
  cumulative_pulses: { label: 'Cumulative Production', unit: u('bbls', 0, 100_000) },
};

export function isTotalChannel(code: string): boolean {
  return Object.hasOwn(TOTALS, code);
}

export function tagLabel(code: string): string {
  return tagType(code)?.label ?? (isTotalChannel(code) ? TOTALS[code]!.label : 'Sensor');
}

export function sensorKindLabel(code: string): string {
  return tagType(code)?.kind ?? 'na';
}

/** Display units default to the first unit option of the type (spec 1 §4). */
export function defaultUnit(code: string): UnitOption {
  return tagType(code)?.units[0] ?? (isTotalChannel(code) ? TOTALS[code]!.unit : u('', 0, 30));
}

/**
 * The units a tag shows: a device's displayUnits overrides the tag's when the tag is the device's default
 * tag; otherwise the tag's own, else the type's first option (spec 1 §4).
 */
export function effectiveUnits(
  tag: { tag: string; displayUnits: string | null },
  device: { defaultTag: string | null; displayUnits: string | null },
): string {
  if (device.defaultTag === tag.tag && device.displayUnits) return device.displayUnits;
  return tag.displayUnits || defaultUnit(tag.tag).unit;
}
