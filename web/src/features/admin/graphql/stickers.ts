import { operation } from '../../../api/graphql';

export interface PrintDevice {
  id: number;
  pin: string | null;
  model: string | null;
}

export const PRINT_BY_RANGE = operation<{ devicesRe: PrintDevice[] }, { from: number; to: number; limit: number }>(
  'PrintDevicesByRange',
  `query PrintDevicesByRange($from: Int!, $to: Int!, $limit: Int) { devicesRe(query: "print", from: $from, to: $to, limit: $limit) { id pin model } }`,
);

export const PRINT_BY_IDS = operation<{ devicesRe: PrintDevice[] }, { ids: number[]; limit: number }>(
  'PrintDevicesByIds',
  `query PrintDevicesByIds($ids: [Int!], $limit: Int) { devicesRe(query: "print", ids: $ids, limit: $limit) { id pin model } }`,
);
