import { graphql } from '../../../api/graphql';

export const GET_DIRECTORY_DEVICES = graphql(`query GetDirectoryDevices {
  directoryDevices {
    id userAssignedID name path isActive longitude latitude latestReading lastTimeMessageReceived batteryLevel
    displayUnits defaultTag companyID firmwareVersion company { name } timeZone
  }
  me { id firstName }
}`);
