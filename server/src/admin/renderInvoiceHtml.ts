import type { InvoiceMonth, InvoiceTotals } from '@fieldwatch/domain';
import { escapeHtml } from './escapeHtml';

export interface InvoiceDocument {
  providerName: string;
  invoiceNumber: string;
  issuedOn: Date;
  companyName: string;
  quarter: number;
  year: number;
  months: readonly InvoiceMonth[];
  /** Months of the quarter not over on the invoice's date, so not billed (said on the invoice). */
  notOver: readonly InvoiceMonth[];
  priceCents: number;
  taxed: boolean;
  taxRate: number;
  totals: InvoiceTotals;
}

const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A complete, printable HTML invoice: one row per accounting code with device counts per month of the quarter. */
export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const e = escapeHtml;
  const monthHeads = doc.months.map((m) => `<th>${e(m.label)}</th>`).join('');
  const rows = doc.totals.lines
    .map(
      (l) =>
        `<tr><td>${l.accountingCode === null ? '<em>No accounting code</em>' : e(l.accountingCode)}</td>${l.monthCounts
          .map((c) => `<td class="n">${c}</td>`)
          .join(
            '',
          )}<td class="n">${l.deviceMonths}</td><td class="n">${money(doc.priceCents)}</td><td class="n">${money(l.amountCents)}</td></tr>`,
    )
    .join('\n');
  const span = doc.months.length + 3;
  const taxRow = doc.taxed
    ? `<tr><td colspan="${span}" class="r">Tax (${(doc.taxRate * 100).toFixed(2)}%)</td><td class="n">${money(doc.totals.taxCents)}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${e(doc.invoiceNumber)}</title>
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#222}
h1{margin:0 0 4px}table{border-collapse:collapse;width:100%;margin-top:16px}
th,td{border:1px solid #bbb;padding:4px 8px;font-size:13px}th{background:#eee;text-align:left}
.n{text-align:right}.r{text-align:right;font-weight:bold}table.meta{width:auto}.meta td{border:none;padding:2px 16px 2px 0}
</style></head>
<body>
<h1>Invoice</h1>
<div>${e(doc.providerName)}</div>
<table class="meta">
<tr><td>Invoice Number:</td><td id="invoice-number">${e(doc.invoiceNumber)}</td></tr>
<tr><td>Date:</td><td>${doc.issuedOn.toISOString().slice(0, 10)}</td></tr>
<tr><td>Bill To:</td><td id="bill-to">${e(doc.companyName)}</td></tr>
<tr><td>Period:</td><td>Q${doc.quarter} ${doc.year}</td></tr>
</table>
${doc.notOver.length ? `<p id="partial-quarter">Bills whole months only: ${doc.notOver.map((m) => e(m.label)).join(' and ')} ${doc.notOver.length > 1 ? 'are' : 'is'} not over and not billed.</p>` : ''}
<table>
<thead><tr><th>Accounting Code</th>${monthHeads}<th>Device-Months</th><th>Price per Device</th><th>Amount</th></tr></thead>
<tbody>
${rows || `<tr><td colspan="${span + 1}">No billable devices in this period.</td></tr>`}
</tbody>
<tfoot>
<tr><td colspan="${span}" class="r">Subtotal</td><td class="n">${money(doc.totals.subtotalCents)}</td></tr>
${taxRow}
<tr><td colspan="${span}" class="r">Total</td><td class="n" id="invoice-total">${money(doc.totals.totalCents)}</td></tr>
</tfoot>
</table>
</body></html>`;
}
