import { operation } from '../../../api/graphql';

export interface Lookup {
  code: string;
  label: string;
}

export interface CreatedDevice {
  id: number;
  model: string;
  deviceType: number;
  pin: string;
  secret: string;
}

export interface AddPOVariables {
  po: number | null;
  sku: string;
  manufacturerCode: string;
  items: { model: string; deviceType: number; quantity: number }[];
}

export const ADD_PO = operation<{ addPO: { purchaseOrderID: number; devices: CreatedDevice[] } }, AddPOVariables>(
  'AddPO',
  `mutation AddPO($po: Int, $sku: String, $manufacturerCode: String!, $items: [POItemInput!]!) {
  addPO(po: $po, sku: $sku, manufacturerCode: $manufacturerCode, items: $items) { purchaseOrderID devices { id model deviceType pin secret } }
}`,
);

export const PO_LOOKUPS = operation<{ manufacturers: Lookup[]; skus: Lookup[]; purchaseOrders: { po: number | null }[]; devicesPO: { po: number | null }[] }>(
  'POLookups',
  `query POLookups { manufacturers { code label } skus { code label } purchaseOrders { po } devicesPO { po } }`,
);

export interface PurchaseOrder {
  id: number;
  po: number | null;
  sku: string;
  manufacturerCode: string;
  manufacturerLabel: string | null;
  createdAt: number;
  createdBy: string | null;
  items: { model: string; deviceType: number; quantity: number }[];
  devices: { id: number; model: string | null; status: number | null; hasTurnedOn: boolean; companyID: number | null }[];
}

export const PURCHASE_ORDERS = operation<{ purchaseOrders: PurchaseOrder[] }>(
  'PurchaseOrders',
  `query PurchaseOrders {
  purchaseOrders { id po sku manufacturerCode manufacturerLabel createdAt createdBy items { model deviceType quantity } devices { id model status hasTurnedOn companyID } }
}`,
);
