import * as C from './columns';
import type { DeviceColumn } from './deviceColumn';

/** The table variants of spec 1 §2. */
export type TableVariant =
  'full' | 'alerts' | 'battery' | 'compactBattery' | 'compactAlert' | 'compactReboot' | 'reboot' | 'cellular' | 'sku';

/** Super users get signal, modem, SIM number and board; everyone else UA ID, coordinates, units and last reading. */
const roleColumns = (superUser: boolean): DeviceColumn[] =>
  superUser ? [C.SIGNAL, C.MODEM, C.SIM, C.BOARD] : [C.UA_ID, C.COORDINATES, C.UNITS, C.LAST_READING];

/** Only super users see devices of several companies, so only they need the company column. */
const company = (superUser: boolean): DeviceColumn[] => (superUser ? [C.COMPANY] : []);

export function columnsFor(variant: TableVariant, superUser: boolean): DeviceColumn[] {
  switch (variant) {
    case 'full':
      // The directory's List view and All Devices (spec 1 §2, §6): hardware columns for super users, field
      // columns for everyone else.
      return superUser
        ? [C.ID, C.NAME, C.PATH, C.COMPANY, C.LAST_MESSAGE, C.BATTERY, ...roleColumns(true)]
        : [C.ID, C.NAME, C.UA_ID, C.PATH, C.COORDINATES, C.UNITS, C.LAST_READING, C.LAST_MESSAGE];
    case 'alerts':
      // What makes the device tardy comes first, so it stays in view when the table scrolls sideways.
      return [C.ID, C.NAME, C.LAST_MESSAGE, C.BATTERY, ...company(superUser), C.PATH, C.KIND, ...roleColumns(superUser)];
    case 'battery':
      return [
        C.ID,
        C.NAME,
        C.BATTERY,
        C.PERCENT_SOLAR,
        C.BATTERY_DELTA,
        C.POWER,
        C.LAST_MESSAGE,
        ...company(superUser),
        C.PATH,
        ...roleColumns(superUser),
      ];
    case 'compactBattery':
      return [C.ID, C.NAME, C.BATTERY];
    case 'compactAlert':
      return [C.ID, C.NAME, C.LAST_MESSAGE];
    case 'reboot':
      return [C.ID, C.NAME, C.REBOOT_TIME, C.GPS_TIME, C.REBOOT_COUNT];
    case 'compactReboot':
      return [C.ID, C.NAME, C.REBOOT_COUNT];
    case 'cellular':
      return [C.ID, C.NAME, C.COMPANY, C.CARRIER, C.SIGNAL, C.TMOBILE, C.VERIZON, C.ATT, C.UNKNOWN_CARRIER, C.MODEM, C.COORDINATES];
    case 'sku':
      return [C.ID, C.NAME, C.COMPANY, C.SKU, C.MODEL, C.BOARD, C.FIRMWARE, C.COORDINATES];
  }
}

/** Compact variants sit in the landing boxes, where a wide scrolling table would not fit. */
export const COMPACT_VARIANTS: readonly TableVariant[] = ['compactBattery', 'compactAlert', 'compactReboot'];
