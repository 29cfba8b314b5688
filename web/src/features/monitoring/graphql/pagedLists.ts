import { operation } from '../../../api/graphql';
import type { TableDevice } from '../../../ui/tables';

/** The Cellular and SKU views page through the server 50 at a time, sorted by the server (spec 1 §4). */
export interface PagedVariables {
  limit: number;
  offset: number;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
}

export type PagedResult = { devicesRe: TableDevice[] };

export const GET_DEVICES_CELLULAR = operation<PagedResult, PagedVariables>(
  'DevicesCellular',
  `query DevicesCellular($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "cellular", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    id name companyID company { id name } carrier signalStrength modemType
    tmobileOp verizonOp attOp unknownOp latitude longitude
  }
}`,
);

export const GET_DEVICES_SKU = operation<PagedResult, PagedVariables>(
  'DevicesSku',
  `query DevicesSku($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "sku", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    id name companyID company { id name } sku model boardRev firmwareVersion latitude longitude
  }
}`,
);
