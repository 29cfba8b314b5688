import { OTHER_SITES } from './demoFleetOtherSites';
import { PERMIAN_PADS } from './demoFleetPermianPads';
import type { FleetDevice, FleetPo } from './demoFleetTypes';

/**
 * The hand-picked demo fleet: what a screen or a test needs to find (names, folders, odd states) is written out
 * here; everything a reader would not check by eye (SIM numbers, PINs, coordinates, signal levels) is derived
 * from the id in demoPlan.ts, so adding a device never shifts the others.
 */
export const FLEET_POS: readonly FleetPo[] = [
  { po: 1001, sku: 'test1', manufacturer: 'sf', daysAgo: 820, createdBy: 'sam' },
  { po: 1041, sku: 'TL-100', manufacturer: 'sf', daysAgo: 430, createdBy: 'sam' },
  { po: 1044, sku: 'PR-200', manufacturer: 'sf', daysAgo: 300, createdBy: 'sue' },
  { po: 1050, sku: 'PR-200', manufacturer: 'sf', daysAgo: 390, createdBy: 'sam' },
  { po: 1057, sku: 'BP-300', manufacturer: 'sf', daysAgo: 240, createdBy: 'sue' },
  { po: 2005, sku: 'TL-100', manufacturer: 'via', daysAgo: 200, createdBy: 'sam' },
  { po: 1063, sku: 'TL-100', manufacturer: 'sf', daysAgo: 6, createdBy: 'sue' },
];

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

  ...PERMIAN_PADS,
  ...OTHER_SITES,

  // PO 1063: fresh from the factory, unclaimed, waiting for Add Device
  { id: 41201, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41202, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41203, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41204, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench' },
  { id: 41205, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench', model: 'G1N-B1' },
  { id: 41206, po: 1063, company: null, kind: null, name: null, path: null, region: 'bench', model: 'G1N-B1' },
];
