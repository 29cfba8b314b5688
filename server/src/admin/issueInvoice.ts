import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { buildInvoice, type InvoiceRequest } from './buildInvoice';

/** Who the invoice is from: the provider's name as printed on its invoices. */
const PROVIDER_NAME = 'FieldWatch Monitoring';

/**
 * Spec 3 §7 invoice: the quarter's invoice of a billed company as HTML (see buildInvoice.ts for what decides the
 * price and tax). Issuing one is audited with the company, quarter, year and invoice number once it is built.
 */
export async function issueInvoice(db: Db, actor: AuthorizedActor, req: InvoiceRequest): Promise<string> {
  const html = await buildInvoice(db, req, PROVIDER_NAME);
  await audit(
    db,
    actor,
    'admin.invoice',
    { type: 'company', id: req.companyID },
    {
      quarter: req.quarter,
      year: req.year,
      invoiceNumber: req.invoiceNumber,
    },
  );
  return html;
}
