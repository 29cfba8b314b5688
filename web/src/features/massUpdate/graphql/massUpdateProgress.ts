import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const MASS_UPDATE_PROGRESS = graphql(`query MassUpdateProgress($deviceIDs: [Int!]!) {
  massUpdateProgress(deviceIDs: $deviceIDs) { deviceID state desiredVersion deliveredAt appliedAt timeZone }
}`);

export type DeliveryState = ItemOf<ResultOf<typeof MASS_UPDATE_PROGRESS>['massUpdateProgress']>;
