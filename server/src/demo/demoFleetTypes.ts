import type { DeviceKind } from '@fieldwatch/domain';

/* What the hand-picked demo fleet (demoFleet.ts) says of an order and of a device. */
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
