import { operation } from '../../../api/graphql';

export interface DeliveryState {
  deviceID: number;
  state: 'pending' | 'delivered' | 'applied';
  desiredVersion: string;
  deliveredAt: number | null;
  appliedAt: number | null;
}

export const MASS_UPDATE_PROGRESS = operation<{ massUpdateProgress: DeliveryState[] }, { deviceIDs: number[] }>(
  'MassUpdateProgress',
  `query MassUpdateProgress($deviceIDs: [Int!]!) {
  massUpdateProgress(deviceIDs: $deviceIDs) { deviceID state desiredVersion deliveredAt appliedAt }
}`,
);
