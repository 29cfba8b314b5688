import { graphql } from '../../../api/graphql';

export const ADD_DEVICE = graphql(`mutation AddDevice($deviceID: Int!, $pin: Int!, $name: String, $path: String) {
  addDevice(deviceID: $deviceID, pin: $pin, name: $name, path: $path) {
    device { id name path deviceType isOnline companyID }
  }
}`);
