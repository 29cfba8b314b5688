import { operation } from '../../../api/graphql';

export interface CompanySummary {
  id: string | number;
  name: string | null;
  isActive: boolean;
}

export const GET_COMPANIES = operation<{ companies: CompanySummary[] | null }>(
  'Companies',
  `query Companies { companies { id name isActive } }`,
);
