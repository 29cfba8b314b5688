import { graphql } from '../../../api/graphql';

export const PRINT_BY_RANGE = graphql(
  `query PrintDevicesByRange($from: Int!, $to: Int!, $limit: Int) { devicesRe(query: "print", from: $from, to: $to, limit: $limit) { id pin model } }`,
);

export const PRINT_BY_IDS = graphql(
  `query PrintDevicesByIds($ids: [Int!], $limit: Int) { devicesRe(query: "print", ids: $ids, limit: $limit) { id pin model } }`,
);
