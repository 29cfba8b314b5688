/** What other areas use of the device tables: the directory's List view, the monitoring lists, the landing. */
export { DeviceTable } from './DeviceTable';
export { type TableDevice } from './tableDevice';
export type { TableVariant } from './variants';
