import { parseApiNumber, type DeviceAbilities } from '@fieldwatch/domain';
import type { DeviceUpdate } from './graphql/deviceMutations';
import type { PageDevice } from './graphql/deviceRe';

/** What the Device Info edit form holds: text inputs as typed. */
export interface DeviceInfoValues {
  name: string;
  path: string;
  companyID: string;
  deviceType: string;
  isActive: boolean;
  inService: boolean;
  accountingCode: string;
  apiNumber: string;
  userAssignedID: string;
  description: string;
  contactName: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  latitude: string;
  longitude: string;
  pin: string;
  boardRev: string;
  firmwareVersion: string;
  simNumber: string;
  /** Minutes east of UTC ('' : the company's zone). */
  timeOffset: string;
  sensorSubtype1: string;
  sensorSubtype2: string;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function valuesOf(d: PageDevice): DeviceInfoValues {
  return {
    name: text(d.name),
    path: text(d.path),
    companyID: text(d.companyID),
    deviceType: text(d.deviceType),
    isActive: d.isActive,
    inService: d.inService,
    accountingCode: text(d.accountingCode),
    apiNumber: text(d.apiNumber),
    userAssignedID: text(d.userAssignedID),
    description: text(d.description),
    contactName: text(d.address?.contactName),
    street1: text(d.address?.street1),
    street2: text(d.address?.street2),
    city: text(d.address?.city),
    state: text(d.address?.state),
    zip: text(d.address?.zip),
    latitude: text(d.latitude),
    longitude: text(d.longitude),
    pin: text(d.pin),
    boardRev: text(d.boardRev),
    firmwareVersion: text(d.firmwareVersion),
    simNumber: text(d.simNumber),
    timeOffset: text(d.timeOffset),
    sensorSubtype1: text(d.sensorSubtype1),
    sensorSubtype2: text(d.sensorSubtype2),
  };
}

const num = (s: string) => (s.trim() === '' || !Number.isFinite(Number(s)) ? null : Number(s));
const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The updateDevice argument: only the fields the viewer may change (spec 2 §6), API number through the form rule
 * (non-numeric → null), empty user assigned id → null (spec 2 §5).
 */
export function updateFrom(v: DeviceInfoValues, abilities: DeviceAbilities): DeviceUpdate {
  const u: DeviceUpdate = {};
  if (abilities.rename) {
    u.name = orNull(v.name);
    u.path = orNull(v.path);
  }
  if (abilities.editInfo) {
    u.isActive = v.isActive;
    u.accountingCode = orNull(v.accountingCode);
    u.apiNumber = parseApiNumber(v.apiNumber);
    u.userAssignedID = orNull(v.userAssignedID);
    u.description = orNull(v.description);
    u.address = {
      contactName: orNull(v.contactName),
      street1: orNull(v.street1),
      street2: orNull(v.street2),
      city: orNull(v.city),
      state: orNull(v.state),
      zip: orNull(v.zip),
    };
    u.latitude = num(v.latitude);
    u.longitude = num(v.longitude);
    u.timeOffset = num(v.timeOffset);
  }
  if (abilities.superUser) {
    u.inService = v.inService;
    u.companyID = num(v.companyID);
    u.deviceType = num(v.deviceType);
    u.pin = orNull(v.pin);
    u.boardRev = orNull(v.boardRev);
    u.firmwareVersion = num(v.firmwareVersion);
    u.simNumber = orNull(v.simNumber);
    u.sensorSubtype1 = num(v.sensorSubtype1);
    u.sensorSubtype2 = num(v.sensorSubtype2);
  }
  return u;
}

/** Device models and their type numbers (spec 2 §3). */
export const DEVICE_MODELS = [
  { value: '100', label: 'G1N-U' },
  { value: '7', label: 'G1N' },
  { value: '1', label: 'S1-U' },
  { value: '99', label: 'G1N-B1' },
] as const;
