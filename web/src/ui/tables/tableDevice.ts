/**
 * A device as the list tables read it. Every field is optional because each list selects only what its
 * columns need (and the server answers null for super-user-only fields to everyone else).
 */
export interface TableDevice {
  id: number;
  name?: string | null;
  path?: string | null;
  userAssignedID?: string | null;
  isActive?: boolean | null;
  latitude?: number | null;
  longitude?: number | null;
  latestReading?: number | null;
  /** Epoch seconds. */
  lastTimeMessageReceived?: number | null;
  batteryLevel?: number | null;
  solarPowered?: boolean | null;
  displayUnits?: string | null;
  defaultTag?: string | null;
  companyID?: number | null;
  company?: { id?: number | string; name: string | null } | null;
  simNumber?: string | null;
  boardRev?: string | null;
  firmwareVersion?: number | null;
  modemType?: string | null;
  signalStrength?: number | null;
  percentSolar?: number | null;
  batteryDelta?: number | null;
  carrier?: string | null;
  tmobileOp?: boolean | null;
  verizonOp?: boolean | null;
  attOp?: boolean | null;
  unknownOp?: boolean | null;
  sku?: string | null;
  model?: string | null;
  /** Reboot log, epoch seconds. */
  time?: number | null;
  gps_time?: number | null;
  count?: number | null;
  tags?: readonly { tag: string }[] | null;
}

/**
 * The selection every table column can draw from, for queries that feed DeviceTable. Lists that need less (the
 * reboot log) select their own fields.
 */
export const DEVICE_TABLE_FIELDS = `
  id name path userAssignedID isActive latitude longitude latestReading lastTimeMessageReceived
  batteryLevel solarPowered displayUnits defaultTag companyID company { id name }
  simNumber boardRev firmwareVersion modemType signalStrength percentSolar batteryDelta
  tags { tag }
`;
