import { graphql, type ResultOf, type VariablesOf } from '../../../api/graphql';

/** The Cellular and SKU views page through the server 50 at a time, sorted by the server (spec 1 §4). */
export const GET_DEVICES_CELLULAR = graphql(`query DevicesCellular($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "cellular", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    id name companyID company { id name } carrier signalStrength modemType
    tmobileOp verizonOp attOp unknownOp latitude longitude
  }
}`);

export const GET_DEVICES_SKU = graphql(`query DevicesSku($limit: Int, $offset: Int, $sortBy: String, $sortDirection: String) {
  devicesRe(query: "sku", limit: $limit, offset: $offset, sortBy: $sortBy, sortDirection: $sortDirection) {
    id name companyID company { id name } sku model boardRev firmwareVersion latitude longitude
  }
}`);

/** Either paged list: the views take one as a prop. */
type PagedListOperation = typeof GET_DEVICES_CELLULAR | typeof GET_DEVICES_SKU;
export type PagedResult = ResultOf<PagedListOperation>;
export type PagedVariables = VariablesOf<PagedListOperation>;
