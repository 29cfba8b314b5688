import { graphql } from '../../../api/graphql';

export const ADD_COMPANY = graphql(`mutation AddCompany($name: String!) { addCompany(name: $name) { id name } }`);
