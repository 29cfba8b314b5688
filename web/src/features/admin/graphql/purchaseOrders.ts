import { graphql, type ItemOf, type ResultOf, type VariablesOf } from '../../../api/graphql';

export const ADD_PO = graphql(`mutation AddPO($po: Int, $sku: String, $manufacturerCode: String!, $items: [POItemInput!]!) {
  addPO(po: $po, sku: $sku, manufacturerCode: $manufacturerCode, items: $items) { purchaseOrderID devices { id model deviceType pin secret } }
}`);

export type AddPOVariables = VariablesOf<typeof ADD_PO>;
export type CreatedDevice = ItemOf<NonNullable<ResultOf<typeof ADD_PO>['addPO']>['devices']>;

export const PO_LOOKUPS = graphql(
  `query POLookups { manufacturers { code label } skus { code label } purchaseOrders { po } devicesPO { po } }`,
);

export const PURCHASE_ORDERS = graphql(`query PurchaseOrders {
  purchaseOrders { id po sku manufacturerCode manufacturerLabel createdAt createdBy items { model deviceType quantity } devices { id model status hasTurnedOn companyID } }
}`);

export type PurchaseOrder = ItemOf<ResultOf<typeof PURCHASE_ORDERS>['purchaseOrders']>;
