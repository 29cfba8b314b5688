import * as C from '../../ui/tables/columns';
import type { DeviceColumn } from '../../ui/tables/deviceColumn';

const PATH: DeviceColumn = { ...C.PATH, header: 'Path' };

/**
 * The directory's List view and All Devices columns (spec 1 §2 and §6), drawn from the shared column catalogue:
 * super users see the hardware columns, everyone else the field columns.
 */
export function directoryColumns(superUser: boolean): DeviceColumn[] {
  return superUser
    ? [C.ID, C.NAME, PATH, C.COMPANY, C.LAST_MESSAGE, C.BATTERY, C.SIGNAL, C.MODEM, C.SIM, C.BOARD]
    : [C.ID, C.NAME, C.UA_ID, PATH, C.COORDINATES, C.UNITS, C.LAST_READING, C.LAST_MESSAGE];
}
