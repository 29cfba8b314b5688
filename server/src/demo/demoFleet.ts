import type { DeviceKind } from '@fieldwatch/domain';

/**
 * The hand-picked demo fleet: what a screen or a test needs to find (names, folders, odd states) is written out
 * here; everything a reader would not check by eye (SIM numbers, PINs, coordinates, signal levels) is derived
 * from the id in demoPlan.ts, so adding a device never shifts the others.
 */
export type CompanyKey = 'provider' | 'acme' | 'beta';
export type Model = 'G1N-U' | 'G1N' | 'S1-U' | 'G1N-B1';
export type Region = 'permianNorth' | 'permianSouth' | 'eagleFord' | 'compressors' | 'marcellus4' | 'marcellus7' | 'bench';

export interface FleetPo {
  po: number;
  sku: string;
  manufacturer: 'sf' | 'via';
  daysAgo: number;
  createdBy: 'sam' | 'sue';
}

export interface FleetDevice {
  id: number;
  po: number;
  company: CompanyKey | null;
  /** Unclaimed devices have not reported yet, so their sensor kind is not known. */
  kind: DeviceKind | null;
  name: string | null;
  path: string | null;
  region: Region;
  model?: Model;
  fluid?: 'oil' | 'water';
  /** Radar and sonar: the tank height in inches (their calibration in seedNotes says the same). */
  tankHeight?: number;
  /** Hours since the last message: tardy (24-120 h) and ghost (20-40 h) devices. */
  silentHours?: number;
  installedDaysAgo?: number;
  /** Deactivated or replaced devices stopped reporting this many days ago. */
  stoppedDaysAgo?: number;
  inactive?: boolean;
  outOfService?: boolean;
  replacedBy?: number;
  lowBattery?: boolean;
  rebootStorm?: boolean;
  /** The one tank with a year of one-minute readings (the graph's stress case). */
  yearTank?: boolean;
  gap?: { daysAgo: number; hours: number };
  /** Pressure sensors that also report the process temperature as a 'temp' tag. */
  extraTemp?: boolean;
  displayUnits?: string;
  userAssignedId?: string;
  description?: string;
  address?: { contactName: string; street1: string; city: string; state: string; zip: string };
  problem?: boolean;
}

export const FLEET_POS: readonly FleetPo[] = [
  { po: 1001, sku: 'test1', manufacturer: 'sf', daysAgo: 820, createdBy: 'sam' },
  { po: 1041, sku: 'TL-100', manufacturer: 'sf', daysAgo: 430, createdBy: 'sam' },
  { po: 1044, sku: 'PR-200', manufacturer: 'sf', daysAgo: 300, createdBy: 'sue' },
  { po: 1050, sku: 'PR-200', manufacturer: 'sf', daysAgo: 390, createdBy: 'sam' },
  { po: 1057, sku: 'BP-300', manufacturer: 'sf', daysAgo: 240, createdBy: 'sue' },
  { po: 2005, sku: 'TL-100', manufacturer: 'via', daysAgo: 200, createdBy: 'sam' },
  { po: 1063, sku: 'TL-100', manufacturer: 'sf', daysAgo: 6, createdBy: 'sue' },
];

const A = 'acme' as const;
const B = 'beta' as const;
const PAD_A = '/Permian/North/Pad A';
const PAD_B = '/Permian/North/Pad B';
const NORTH = '/Permian/North';
const SOUTH = '/Permian/South';
const EF = '/Eagle Ford/Battery 3';
const COMP = '/Compressors';
const M4 = '/Marcellus/Pad 4';
const M7 = '/Marcellus/Pad 7';

const BIG_TANK_ID = 20101;

export const FLEET: readonly FleetDevice[] = [
  // provider bench units: the provider's own test rigs
  {
    id: 1001,
    po: 1001,
    company: 'provider',
    kind: 'spsr',
    name: 'Bench Tank Sim',
    path: '/Bench',
    region: 'bench',
    model: 'G1N',
    fluid: 'water',
  },
  { id: 1002, po: 1001, company: 'provider', kind: 'psr', name: 'Bench Pressure Rig', path: '/Bench', region: 'bench', model: 'G1N' },
  { id: 1003, po: 1001, company: 'provider', kind: 'rot', name: 'Bench Rotation Rig', path: '/Bench', region: 'bench', model: 'S1-U' },
  { id: 1004, po: 1001, company: 'provider', kind: 'hum', name: null, path: '/Bench', region: 'bench', model: 'S1-U' },

  // Acme, PO 1041: the first Permian order
  {
    id: BIG_TANK_ID,
    po: 1041,
    company: A,
    kind: 'spsr',
    name: 'Big Tank 1',
    path: PAD_A,
    region: 'permianNorth',
    fluid: 'oil',
    yearTank: true,
    installedDaysAgo: 400,
    userAssignedId: 'T-101',
    description: 'status:Running,contentLevelOil:8 ft',
    address: { contactName: 'Ray Dalton', street1: '4100 County Rd 1250', city: 'Midland', state: 'TX', zip: '79706' },
  },
  {
    id: 20102,
    po: 1041,
    company: A,
    kind: 'spsr',
    name: 'Big Tank 2',
    path: PAD_A,
    region: 'permianNorth',
    fluid: 'oil',
    userAssignedId: 'T-102',
  },
  {
    id: 20103,
    po: 1041,
    company: A,
    kind: 'spsr',
    name: 'Water Tank 1',
    path: PAD_A,
    region: 'permianNorth',
    fluid: 'water',
    displayUnits: 'in',
    description: 'interfaceLevelWater:3 ft',
  },
  {
    id: 20104,
    po: 1041,
    company: A,
    kind: 'dspsr',
    name: 'Oil Tank 3',
    path: PAD_A,
    region: 'permianNorth',
    fluid: 'oil',
    userAssignedId: 'T-103',
  },
  {
    id: 20105,
    po: 1041,
    company: A,
    kind: 'psr',
    name: 'Separator Pressure',
    path: PAD_A,
    region: 'permianNorth',
    extraTemp: true,
    description: 'pressure:85 psi,status:Running',
  },
  {
    id: 20106,
    po: 1041,
    company: A,
    kind: 'rot',
    name: 'Pump Jack A-1',
    path: PAD_A,
    region: 'permianNorth',
    model: 'G1N',
    description: 'status:Running',
    userAssignedId: 'W-11',
  },
  {
    id: 20107,
    po: 1041,
    company: A,
    kind: 'rot',
    name: 'Pump Jack A-2',
    path: PAD_A,
    region: 'permianNorth',
    model: 'G1N',
    silentHours: 50,
    rebootStorm: true,
    userAssignedId: 'W-12',
  },
  {
    id: 20108,
    po: 1041,
    company: A,
    kind: 'puls',
    name: 'Flowline Turbine',
    path: PAD_A,
    region: 'permianNorth',
    description: 'flowRate:420 bbl/d',
  },
  { id: 20109, po: 1041, company: A, kind: 'dist', name: 'Radar Tank A', path: PAD_A, region: 'permianNorth', fluid: 'water' },
  {
    id: 20110,
    po: 1041,
    company: A,
    kind: 'temp',
    name: 'Heater Treater',
    path: PAD_A,
    region: 'permianNorth',
    gap: { daysAgo: 40, hours: 18 },
  },
  {
    id: 20111,
    po: 1041,
    company: A,
    kind: 'spsr',
    name: 'Oil Tank B1',
    path: PAD_B,
    region: 'permianNorth',
    fluid: 'oil',
    userAssignedId: 'T-201',
  },
  {
    id: 20112,
    po: 1041,
    company: A,
    kind: 'dspsr',
    name: 'Oil Tank B2',
    path: PAD_B,
    region: 'permianNorth',
    fluid: 'oil',
    displayUnits: 'in',
  },
  {
    id: 20113,
    po: 1041,
    company: A,
    kind: 'sonr',
    name: 'Water Tank B',
    path: PAD_B,
    region: 'permianNorth',
    fluid: 'water',
    gap: { daysAgo: 20, hours: 6 },
  },
  { id: 20114, po: 1041, company: A, kind: 'psr', name: 'Casing Pressure B', path: PAD_B, region: 'permianNorth', problem: true },
  { id: 20115, po: 1041, company: A, kind: 'rot', name: 'Pump Jack B-1', path: PAD_B, region: 'permianNorth', silentHours: 26 },
  { id: 20116, po: 1041, company: A, kind: 'vib', name: 'Motor Vibration B', path: PAD_B, region: 'permianNorth' },
  {
    id: 20117,
    po: 1041,
    company: A,
    kind: 'flw',
    name: 'Gas Meter B',
    path: PAD_B,
    region: 'permianNorth',
    description: 'differentialMeter:EFM-2',
  },
  { id: 20118, po: 1041, company: A, kind: 'vlv', name: 'Choke Valve B', path: PAD_B, region: 'permianNorth', outOfService: true },
  {
    id: 20119,
    po: 1041,
    company: A,
    kind: 'temp',
    name: 'Wellhead Temp B',
    path: PAD_B,
    region: 'permianNorth',
    model: 'G1N',
    lowBattery: true,
  },
  {
    id: 20120,
    po: 1041,
    company: A,
    kind: 'psr',
    name: 'Tubing Pressure N-7',
    path: NORTH,
    region: 'permianNorth',
    extraTemp: true,
    displayUnits: 'bar',
  },

  // Acme, PO 1044
  { id: 20301, po: 1044, company: A, kind: 'hum', name: 'Shed Humidity', path: NORTH, region: 'permianNorth' },
  { id: 20302, po: 1044, company: A, kind: 'puls', name: 'SWD Injection Turbine', path: NORTH, region: 'permianNorth' },
  { id: 20303, po: 1044, company: A, kind: 'vlv', name: 'North Header Valve', path: NORTH, region: 'permianNorth', model: 'G1N-B1' },
  {
    id: 20304,
    po: 1044,
    company: A,
    kind: 'spsr',
    name: 'South Oil Tank 1',
    path: SOUTH,
    region: 'permianSouth',
    fluid: 'oil',
    userAssignedId: 'S-01',
  },
  {
    id: 20305,
    po: 1044,
    company: A,
    kind: 'dist',
    name: 'South Water Tank',
    path: SOUTH,
    region: 'permianSouth',
    fluid: 'water',
    installedDaysAgo: 60,
    tankHeight: 216,
  },
  {
    id: 20306,
    po: 1044,
    company: A,
    kind: 'psr',
    name: 'Line Pressure S',
    path: SOUTH,
    region: 'permianSouth',
    gap: { daysAgo: 50, hours: 3 },
  },
  { id: 20307, po: 1044, company: A, kind: 'rot', name: 'Pump Jack S-3', path: SOUTH, region: 'permianSouth', problem: true },
  { id: 20308, po: 1044, company: A, kind: 'sonr', name: 'South Sonar Tank', path: SOUTH, region: 'permianSouth', fluid: 'oil' },
  { id: 20309, po: 1044, company: A, kind: 'temp', name: 'Compressor Discharge Temp', path: SOUTH, region: 'permianSouth' },
  { id: 20310, po: 1044, company: A, kind: 'flw', name: 'South Sales Meter', path: SOUTH, region: 'permianSouth' },
  { id: 20311, po: 1044, company: A, kind: 'vib', name: 'Pump Vibration S', path: SOUTH, region: 'permianSouth' },
  {
    id: 20312,
    po: 1044,
    company: A,
    kind: 'hum',
    name: 'South Humidity',
    path: SOUTH,
    region: 'permianSouth',
    model: 'G1N-B1',
    silentHours: 100,
  },

  // Acme, PO 1057: compressor station and unassigned stock
  { id: 31001, po: 1057, company: A, kind: 'vib', name: 'Compressor 1 Vibration', path: COMP, region: 'compressors', model: 'S1-U' },
  {
    id: 31002,
    po: 1057,
    company: A,
    kind: 'psr',
    name: 'Compressor 1 Suction',
    path: COMP,
    region: 'compressors',
    model: 'S1-U',
    rebootStorm: true,
  },
  {
    id: 31003,
    po: 1057,
    company: A,
    kind: 'vib',
    name: 'Compressor 2 Vibration',
    path: COMP,
    region: 'compressors',
    model: 'G1N-B1',
    lowBattery: true,
  },
  { id: 31004, po: 1057, company: A, kind: 'hum', name: 'Compressor Shed Humidity', path: COMP, region: 'compressors', model: 'S1-U' },
  {
    id: 31005,
    po: 1057,
    company: A,
    kind: 'dist',
    name: null,
    path: null,
    region: 'permianNorth',
    model: 'S1-U',
    fluid: 'water',
    installedDaysAgo: 12,
  },
  {
    id: 31006,
    po: 1057,
    company: A,
    kind: 'spsr',
    name: null,
    path: null,
    region: 'permianSouth',
    model: 'S1-U',
    fluid: 'water',
    installedDaysAgo: 5,
  },
  {
    id: 31007,
    po: 1057,
    company: A,
    kind: 'psr',
    name: 'Spare Pressure',
    path: null,
    region: 'permianSouth',
    model: 'S1-U',
    inactive: true,
    stoppedDaysAgo: 35,
  },
  {
    id: 31008,
    po: 1057,
    company: A,
    kind: 'dist',
    name: 'Old Radar',
    path: SOUTH,
    region: 'permianSouth',
    model: 'S1-U',
    fluid: 'water',
    inactive: true,
    stoppedDaysAgo: 60,
    replacedBy: 20305,
  },

  // Acme, VIA-built units for the Eagle Ford battery
  {
    id: 88101,
    po: 2005,
    company: A,
    kind: 'spsr',
    name: 'EF Oil Tank 1',
    path: EF,
    region: 'eagleFord',
    fluid: 'oil',
    userAssignedId: 'EF-T1',
  },
  {
    id: 88102,
    po: 2005,
    company: A,
    kind: 'dspsr',
    name: 'EF Oil Tank 2',
    path: EF,
    region: 'eagleFord',
    model: 'G1N-B1',
    fluid: 'oil',
    userAssignedId: 'EF-T2',
  },
  { id: 88103, po: 2005, company: A, kind: 'sonr', name: 'EF Water Tank', path: EF, region: 'eagleFord', model: 'G1N-B1', fluid: 'water' },
  { id: 88104, po: 2005, company: A, kind: 'flw', name: 'EF Gas Meter', path: EF, region: 'eagleFord' },
  { id: 88105, po: 2005, company: A, kind: 'puls', name: 'EF Turbine', path: EF, region: 'eagleFord' },
  { id: 88106, po: 2005, company: A, kind: 'vlv', name: 'EF Control Valve', path: EF, region: 'eagleFord' },

  // Beta Gas (inactive company), PO 1050
  {
    id: 24501,
    po: 1050,
    company: B,
    kind: 'psr',
    name: 'Wellhead 4H Pressure',
    path: M4,
    region: 'marcellus4',
    address: { contactName: 'Beta Field Office', street1: '210 Route 6', city: 'Towanda', state: 'PA', zip: '18848' },
  },
  { id: 24502, po: 1050, company: B, kind: 'flw', name: 'Sales Meter 4', path: M4, region: 'marcellus4' },
  {
    id: 24503,
    po: 1050,
    company: B,
    kind: 'spsr',
    name: 'Produced Water 4',
    path: M4,
    region: 'marcellus4',
    fluid: 'water',
    lowBattery: true,
  },
  { id: 24504, po: 1050, company: B, kind: 'temp', name: 'Line Heater 4', path: M4, region: 'marcellus4' },
  { id: 24505, po: 1050, company: B, kind: 'psr', name: 'Wellhead 7H Pressure', path: M7, region: 'marcellus7', rebootStorm: true },
  { id: 24506, po: 1050, company: B, kind: 'flw', name: 'Sales Meter 7', path: M7, region: 'marcellus7', silentHours: 33 },
  {
    id: 24507,
    po: 1050,
    company: B,
    kind: 'dspsr',
    name: 'Condensate Tank 7',
    path: M7,
    region: 'marcellus7',
    model: 'G1N-B1',
    fluid: 'oil',
  },
  { id: 24508, po: 1050, company: B, kind: 'vib', name: 'Compressor Vibration 7', path: M7, region: 'marcellus7', silentHours: 72 },

  // PO 1063: fresh from the factory, unclaimed, waiting for Add Device
  { id: 41201, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41202, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41203, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41204, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41205, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench', model: 'G1N-B1' },
  { id: 41206, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench', model: 'G1N-B1' },
];
