import { operation } from '../../../api/graphql';
import type { Lookup } from './purchaseOrders';

export interface DeviceIdEntry {
  deviceID: number;
  model: string | null;
  po: number | null;
  sku: string | null;
  hasTurnedOn: boolean;
  simNumber: string | null;
}

export const DEVICE_IDS = operation<{ deviceIDs: DeviceIdEntry[]; skus: Lookup[] }>(
  'DeviceIDs',
  `query DeviceIDs { deviceIDs { deviceID model po sku hasTurnedOn simNumber } skus { code label } }`,
);

export const UPDATE_SKU = operation<{ updateSku: { devices: DeviceIdEntry[] } }, { id: number; sku: string }>(
  'UpdateSku',
  `mutation UpdateSku($id: Int!, $sku: String!) { updateSku(id: $id, sku: $sku) { devices { deviceID model po sku hasTurnedOn simNumber } } }`,
);
