import { graphql } from '../../../api/graphql';

export const GET_DIRECTORY_DEVICES = graphql(`query GetDirectoryDevices {
  directoryDevices {
    id userAssignedID name path isActive longitude latitude latestReading latestReadingShown { value unit } lastTimeMessageReceived batteryLevel
    displayUnits defaultTag companyID firmwareVersion company { name } timeZone
  }
  me { id firstName }
}`);
