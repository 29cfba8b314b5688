import { operation } from '../../../api/graphql';

export const ADD_COMPANY = operation<{ addCompany: { id: number; name: string } | null }, { name: string }>(
  'AddCompany',
  `mutation AddCompany($name: String!) { addCompany(name: $name) { id name } }`,
);
