import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const DEVICE_IDS = graphql(`query DeviceIDs { deviceIDs { deviceID model po sku hasTurnedOn simNumber } skus { code label } }`);

export type DeviceIdEntry = ItemOf<ResultOf<typeof DEVICE_IDS>['deviceIDs']>;

export const UPDATE_SKU = graphql(
  `mutation UpdateSku($id: Int!, $sku: String!) { updateSku(id: $id, sku: $sku) { devices { deviceID model po sku hasTurnedOn simNumber } } }`,
);
