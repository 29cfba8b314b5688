import type { Region } from './demoFleetTypes';
import type { Climate } from './demoSignals';

/* Where each demo region lies (coordinates, weather, accounting code), and the SIM carriers a device may use. */
export const REGIONS: Record<Region, { lat: number; lon: number; climate: Climate; account: string | null }> = {
  permianNorth: { lat: 32.08, lon: -102.06, climate: { base: 66, daily: 14, seasonal: 17 }, account: 'PB-N-100' },
  permianSouth: { lat: 31.46, lon: -102.34, climate: { base: 67, daily: 14, seasonal: 17 }, account: 'PB-S-200' },
  compressors: { lat: 31.87, lon: -102.42, climate: { base: 66, daily: 14, seasonal: 17 }, account: 'PB-N-100' },
  eagleFord: { lat: 28.71, lon: -98.04, climate: { base: 71, daily: 11, seasonal: 14 }, account: 'EF-300' },
  marcellus4: { lat: 41.77, lon: -76.44, climate: { base: 50, daily: 10, seasonal: 21 }, account: 'MC-04' },
  marcellus7: { lat: 41.69, lon: -76.21, climate: { base: 50, daily: 10, seasonal: 21 }, account: 'MC-07' },
  bench: { lat: 30.2672, lon: -97.7431, climate: { base: 70, daily: 1.5, seasonal: 1 }, account: null },
};

export const CARRIERS = [
  { carrier: 'T-Mobile', iccid: '8901260', flag: 'tmobile_op' },
  { carrier: 'Verizon', iccid: '8914800', flag: 'verizon_op' },
  { carrier: 'AT&T', iccid: '8901410', flag: 'att_op' },
] as const;
