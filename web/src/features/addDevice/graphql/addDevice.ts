import { operation } from '../../../api/graphql';

export interface AddedDevice {
  id: number;
  name: string | null;
  path: string | null;
  deviceType: number | null;
  isOnline: boolean;
  companyID: number | null;
}

export interface AddDeviceVariables {
  deviceID: number;
  pin: number;
  name?: string;
  path?: string;
}

export const ADD_DEVICE = operation<{ addDevice: { device: AddedDevice } }, AddDeviceVariables>(
  'AddDevice',
  `mutation AddDevice($deviceID: Int!, $pin: Int!, $name: String, $path: String) {
  addDevice(deviceID: $deviceID, pin: $pin, name: $name, path: $path) {
    device { id name path deviceType isOnline companyID }
  }
}`,
);
