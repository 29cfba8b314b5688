import { graphql } from '../../../api/graphql';

export const COMPANY_TIME_ZONES = graphql(`query CompanyTimeZones { companies { id name timeZone } }`);

export const UPDATE_COMPANY_TIME_ZONE = graphql(
  `mutation UpdateCompanyTimeZone($companyID: Int!, $timeZone: String) { updateCompanyTimeZone(companyID: $companyID, timeZone: $timeZone) { id timeZone } }`,
);
