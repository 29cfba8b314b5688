import { operation } from '../../../api/graphql';

export const COMPANY_TIME_ZONES = operation<{ companies: { id: number; name: string; timeZone: string }[] | null }>(
  'CompanyTimeZones',
  `query CompanyTimeZones { companies { id name timeZone } }`,
);

export const UPDATE_COMPANY_TIME_ZONE = operation<{ updateCompanyTimeZone: { id: number; timeZone: string } }, { companyID: number; timeZone: string | null }>(
  'UpdateCompanyTimeZone',
  `mutation UpdateCompanyTimeZone($companyID: Int!, $timeZone: String) { updateCompanyTimeZone(companyID: $companyID, timeZone: $timeZone) { id timeZone } }`,
);
