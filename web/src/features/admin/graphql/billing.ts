import { graphql } from '../../../api/graphql';

export const BILLING_COMPANIES = graphql(`query BillingCompanies { billingCompanies { id name isTaxed accountingCodes } }`);

export const INVOICE =
  graphql(`query Invoice($quarter: Int!, $year: Int!, $companyID: Int!, $isTaxed: Boolean, $invoiceNumber: String, $accountingCodes: [String!]) {
  invoice(quarter: $quarter, year: $year, companyID: $companyID, isTaxed: $isTaxed, invoiceNumber: $invoiceNumber, accountingCodes: $accountingCodes) { html }
}`);
