import { graphql, type ResultOf } from '../../api/graphql';

/**
 * The selection every table column can draw from, for queries that feed DeviceTable. Lists that need less (the
 * reboot log) select their own fields.
 */
export const DEVICE_TABLE_FIELDS = graphql(`fragment DeviceTableFields on Device {
  id name path userAssignedID isActive latitude longitude latestReading latestReadingShown { value unit } lastTimeMessageReceived
  batteryLevel solarPowered displayUnits defaultTag companyID company { id name }
  simNumber boardRev firmwareVersion modemType signalStrength percentSolar batteryDelta
  tags { tag } timeZone
}`);

/**
 * The columns only some lists fill (battery carriers, SKU, the reboot log). No document spreads it: it is here for
 * its type, so TableDevice knows those fields as the schema types them.
 */
export const EXTRA_TABLE_COLUMNS = graphql(`fragment ExtraTableColumns on Device {
  carrier tmobileOp verizonOp attOp unknownOp sku model time gps_time count
}`);

/**
 * A device as the list tables read it. Every field but the id is optional because each list selects only what its
 * columns need (and the server answers null for super-user-only fields to everyone else).
 */
export type TableDevice = Pick<ResultOf<typeof DEVICE_TABLE_FIELDS>, 'id'> &
  Partial<ResultOf<typeof DEVICE_TABLE_FIELDS> & ResultOf<typeof EXTRA_TABLE_COLUMNS>>;
