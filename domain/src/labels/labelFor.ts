import { cableLabel, CABLE_ID_LIMIT } from './cableLabel';
import { deviceLabel } from './deviceLabel';
import type { LabelDevice, LabelOptions } from './labelOptions';

/** The label to print for one looked-up id: a cable label below 10, else the device label of its model. */
export function labelFor(device: LabelDevice, options: LabelOptions): string {
  return device.id < CABLE_ID_LIMIT ? cableLabel(device.id, options) : deviceLabel(device, options);
}
