import type { DirectoryCsvDevice } from '@fieldwatch/domain';
import { operation } from '../../../api/graphql';

export const GET_DIRECTORY_DEVICES = operation<{ directoryDevices: DirectoryCsvDevice[]; me: { id: string; firstName: string | null } | null }>(
  'GetDirectoryDevices',
  `query GetDirectoryDevices {
  directoryDevices {
    id userAssignedID name path isActive longitude latitude latestReading lastTimeMessageReceived batteryLevel
    displayUnits defaultTag companyID firmwareVersion company { name }
  }
  me { id firstName }
}`,
);
