import { operation } from '../../../api/graphql';

export interface BillingCompany {
  id: number;
  name: string;
  isTaxed: boolean;
  accountingCodes: string[];
}

export const BILLING_COMPANIES = operation<{ billingCompanies: BillingCompany[] }>(
  'BillingCompanies',
  `query BillingCompanies { billingCompanies { id name isTaxed accountingCodes } }`,
);

export interface InvoiceVariables {
  quarter: number;
  year: number;
  companyID: number;
  isTaxed: boolean;
  invoiceNumber: string;
  accountingCodes: string[];
}

export const INVOICE = operation<{ invoice: { html: string } }, InvoiceVariables>(
  'Invoice',
  `query Invoice($quarter: Int!, $year: Int!, $companyID: Int!, $isTaxed: Boolean, $invoiceNumber: String, $accountingCodes: [String!]) {
  invoice(quarter: $quarter, year: $year, companyID: $companyID, isTaxed: $isTaxed, invoiceNumber: $invoiceNumber, accountingCodes: $accountingCodes) { html }
}`,
);
