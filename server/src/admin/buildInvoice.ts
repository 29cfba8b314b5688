import { sql } from 'kysely';
import { accountingCodesOf, billableMonths, invoiceLines, quarterMonths, type BillableDevice } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { renderInvoiceHtml } from './renderInvoiceHtml';

export interface InvoiceRequest {
  companyID: number;
  quarter: number;
  year: number;
  invoiceNumber: string;
  accountingCodes: readonly string[];
}

/** Lifecycle code 'Device Deactivated' (spec 3 §3). */
const DEACTIVATED = 16;

/**
 * The invoice of a billed company for a quarter, as HTML. Price and tax come from the company row, never from
 * the request: the screen shows the tax flag read-only, and a stale page must not bill at an old rate.
 */
export async function buildInvoice(db: Db, req: InvoiceRequest, providerName: string, now = new Date()): Promise<string> {
  const quarter = quarterMonths(req.quarter, req.year);
  if (!quarter) throw new AppError('INVOICE_INVALID');
  const { billed: months, notOver } = billableMonths(quarter, now);
  if (months.length === 0) throw new AppError('INVOICE_NO_WHOLE_MONTH');
  const company = await db
    .selectFrom('companies')
    .select(['id', 'name', 'is_billed', 'is_taxed', 'price_per_device', 'tax_rate'])
    .where('id', '=', req.companyID)
    .executeTakeFirst();
  if (!company || !company.is_billed) throw new AppError('INVOICE_INVALID');
  const rows = await db
    .selectFrom('devices as d')
    .select([
      'd.id',
      'd.accounting_code',
      'd.first_message_at',
      'd.is_active',
      'd.status',
      sql<Date | null>`(SELECT max(l.time) FROM device_status_log l WHERE l.device_id = d.id AND l.status = ${DEACTIVATED})`.as(
        'deactivated_at',
      ),
    ])
    .where('d.company_id', '=', company.id)
    .execute();
  const devices: BillableDevice[] = rows.map((r) => {
    const deactivated = !r.is_active || r.status === DEACTIVATED;
    return {
      id: Number(r.id),
      accountingCode: r.accounting_code,
      firstMessageAt: r.first_message_at,
      // inactive without a recorded date: never billable
      deactivatedAt: deactivated ? (r.deactivated_at ?? new Date(0)) : null,
    };
  });
  const companyCodes = accountingCodesOf(devices);
  const chosen = [...new Set(req.accountingCodes.map((c) => c.trim()))].filter((c) => companyCodes.includes(c));
  const includeUncoded = companyCodes.every((c) => chosen.includes(c));
  const priceCents = Math.round(Number(company.price_per_device) * 100);
  const taxRate = company.is_taxed ? Number(company.tax_rate) : 0;
  const totals = invoiceLines(devices, months, chosen, includeUncoded, priceCents, taxRate);
  return renderInvoiceHtml({
    providerName,
    invoiceNumber: req.invoiceNumber.trim(),
    issuedOn: now,
    companyName: company.name,
    quarter: req.quarter,
    year: req.year,
    months,
    notOver,
    priceCents,
    taxed: company.is_taxed,
    taxRate,
    totals,
  });
}
