import { isValidApiNumber, parseApiNumber, type DeviceAbilities, isSubtypeValue, isTimeOffset } from '@fieldwatch/domain';
import type { Updateable } from 'kysely';
import type { DevicesTable } from '../db/schema';
import { AppError } from '../errors/AppError';

interface AddressInput {
  contactName?: string | null;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}

/** The `update` argument of updateDevice (spec 2 §7); absent fields are left as they are. */
export interface DeviceUpdateInput {
  name?: string | null;
  path?: string | null;
  deviceType?: number | null;
  companyID?: number | null;
  isActive?: boolean | null;
  inService?: boolean | null;
  timeOffset?: number | null;
  accountingCode?: string | null;
  apiNumber?: string | null;
  userAssignedID?: string | null;
  description?: string | null;
  address?: AddressInput | null;
  latitude?: number | null;
  longitude?: number | null;
  pin?: string | null;
  boardRev?: string | null;
  firmwareVersion?: number | null;
  simNumber?: string | null;
  sensorSubtype1?: number | null;
  sensorSubtype2?: number | null;
}

/** Which role ability each field needs (spec 2 §6): name and path anyone but demo users; admin fields super users. */
const FIELD_ABILITY: Record<keyof DeviceUpdateInput, keyof DeviceAbilities> = {
  name: 'rename',
  path: 'rename',
  latitude: 'editInfo',
  longitude: 'editInfo',
  accountingCode: 'editInfo',
  apiNumber: 'editInfo',
  userAssignedID: 'editInfo',
  description: 'editInfo',
  address: 'editInfo',
  isActive: 'editInfo',
  timeOffset: 'editInfo',
  deviceType: 'superUser',
  companyID: 'superUser',
  inService: 'superUser',
  pin: 'superUser',
  boardRev: 'superUser',
  firmwareVersion: 'superUser',
  simNumber: 'superUser',
  sensorSubtype1: 'superUser',
  sensorSubtype2: 'superUser',
};

const blankToNull = (s: string | null | undefined) => (s === null || s === undefined || s.trim() === '' ? null : s.trim());

/**
 * Turns the update into column values, refusing (before anything is written) a field the viewer's role may not
 * change or a value that is not valid. Returns the columns and the fields that were sent, for the audit log.
 */
export function deviceUpdateColumns(update: DeviceUpdateInput, abilities: DeviceAbilities): Updateable<DevicesTable> {
  const sent = (Object.keys(update) as (keyof DeviceUpdateInput)[]).filter((k) => update[k] !== undefined);
  for (const key of sent) {
    const ability = FIELD_ABILITY[key];
    if (!ability || !abilities[ability]) throw new AppError('FORBIDDEN', { message: `You may not change ${key}.` });
  }
  const u = update;
  const cols: Updateable<DevicesTable> = {};
  if (u.name !== undefined) cols.name = blankToNull(u.name);
  if (u.path !== undefined) {
    const path = blankToNull(u.path);
    if (path !== null && !path.startsWith('/')) throw new AppError('BAD_INPUT', { message: 'A directory path starts with /.' });
    cols.path = path;
  }
  if (u.latitude !== undefined) {
    if (u.latitude !== null && !(Math.abs(u.latitude) <= 90))
      throw new AppError('BAD_INPUT', { message: 'Latitude must lie between -90 and 90.' });
    cols.latitude = u.latitude;
  }
  if (u.longitude !== undefined) {
    if (u.longitude !== null && !(Math.abs(u.longitude) <= 180))
      throw new AppError('BAD_INPUT', { message: 'Longitude must lie between -180 and 180.' });
    cols.longitude = u.longitude;
  }
  if (u.accountingCode !== undefined) cols.accounting_code = blankToNull(u.accountingCode);
  if (u.apiNumber !== undefined) {
    const api = parseApiNumber(u.apiNumber);
    if (api !== null && !isValidApiNumber(api)) throw new AppError('API_NUMBER_INVALID');
    cols.api_number = api;
  }
  if (u.userAssignedID !== undefined) cols.user_assigned_id = blankToNull(u.userAssignedID);
  if (u.description !== undefined) cols.description = blankToNull(u.description);
  if (u.address !== undefined) {
    const a = u.address;
    const clean =
      a &&
      Object.fromEntries(
        Object.entries(a)
          .map(([k, v]) => [k, blankToNull(v)])
          .filter(([, v]) => v !== null),
      );
    cols.address = clean && Object.keys(clean).length > 0 ? JSON.stringify(clean) : null;
  }
  if (u.isActive !== undefined && u.isActive !== null) cols.is_active = u.isActive;
  if (u.timeOffset !== undefined) {
    if (u.timeOffset !== null && !isTimeOffset(u.timeOffset)) throw new AppError('TIME_OFFSET_INVALID');
    cols.time_offset = u.timeOffset;
  }
  if (u.deviceType !== undefined) cols.device_type = u.deviceType;
  if (u.companyID !== undefined && u.companyID !== null) cols.company_id = u.companyID;
  if (u.inService !== undefined && u.inService !== null) cols.in_service = u.inService;
  if (u.pin !== undefined) {
    const pin = blankToNull(u.pin);
    if (pin === null) throw new AppError('BAD_INPUT', { message: 'The install PIN cannot be empty.' });
    cols.pin = pin;
  }
  if (u.boardRev !== undefined) cols.board_rev = blankToNull(u.boardRev);
  if (u.firmwareVersion !== undefined) cols.firmware_version = u.firmwareVersion;
  if (u.simNumber !== undefined) cols.sim_number = blankToNull(u.simNumber);
  for (const slot of [1, 2] as const) {
    const v = slot === 1 ? u.sensorSubtype1 : u.sensorSubtype2;
    if (v === undefined) continue;
    if (!isSubtypeValue(null, slot, v)) throw new AppError('SENSOR_SUBTYPE_INVALID');
    cols[slot === 1 ? 'sensor_subtype1' : 'sensor_subtype2'] = v;
  }
  return cols;
}
