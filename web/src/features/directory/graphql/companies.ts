import { graphql, type ItemOf, type ResultOf } from '../../../api/graphql';

export const GET_COMPANIES = graphql(`query Companies { companies { id name isActive } }`);

export type CompanySummary = ItemOf<ResultOf<typeof GET_COMPANIES>['companies']>;
