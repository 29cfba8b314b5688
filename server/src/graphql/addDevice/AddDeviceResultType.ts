import { isDeviceOnline } from '@fieldwatch/domain';
import { builder } from '../builder';
import type { DeviceRow } from '../types/DeviceType';
import { epochSeconds } from '../../util/epochSeconds';

export interface AddDeviceResult {
  device: DeviceRow;
}

/** The device as the Add Device page reads it while it waits for the first message. */
const AddedDeviceType = builder.objectRef<DeviceRow>('AddedDevice').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { nullable: true }),
    path: t.exposeString('path', { nullable: true }),
    deviceType: t.exposeInt('device_type', { nullable: true }),
    companyID: t.exposeInt('company_id', { nullable: true }),
    lastTimeMessageReceived: t.float({
      nullable: true,
      description: 'Epoch seconds.',
      resolve: (d) => epochSeconds(d.last_time_message_received),
    }),
    isOnline: t.boolean({
      description: 'The server has heard from the device recently (its first message makes a new device online).',
      resolve: (d) => isDeviceOnline(epochSeconds(d.last_time_message_received), Date.now() / 1000),
    }),
  }),
});

export const AddDeviceResultType = builder.objectRef<AddDeviceResult>('AddDeviceResult').implement({
  fields: (t) => ({
    device: t.field({ type: AddedDeviceType, resolve: (r) => r.device }),
  }),
});
