/** What other areas use of the device tables: the directory's List view, the monitoring lists, the landing. */
export { DeviceTable, type DeviceTableProps } from './DeviceTable';
export { DEVICE_TABLE_FIELDS, type TableDevice } from './tableDevice';
export type { TableVariant } from './variants';
export type { SortState as DeviceSort } from '@fieldwatch/domain';
