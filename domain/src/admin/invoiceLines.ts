import type { InvoiceMonth } from './invoicePeriod';

export interface BillableDevice {
  id: number;
  accountingCode: string | null;
  /** when the device first reported; never-reporting devices are not billed */
  firstMessageAt: Date | null;
  /** when the device stopped being billable (deactivated); null while it is */
  deactivatedAt: Date | null;
}

export interface InvoiceLine {
  /** null: devices without an accounting code */
  accountingCode: string | null;
  /** devices active in each month of the quarter */
  monthCounts: number[];
  deviceMonths: number;
  amountCents: number;
}

export interface InvoiceTotals {
  lines: InvoiceLine[];
  deviceMonths: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** A device is billed for a month when it had reported before the month ended and was not deactivated before it began. */
export function activeInMonth(d: BillableDevice, m: InvoiceMonth): boolean {
  if (!d.firstMessageAt || d.firstMessageAt >= m.end) return false;
  return !d.deactivatedAt || d.deactivatedAt >= m.start;
}

/**
 * The invoice's lines: one per chosen accounting code (sorted), devices counted per month active in the quarter,
 * each device-month at the company's price; tax at the company's rate when it is taxed. Devices without a code
 * are billed only when every code of the company is chosen (the 'All' selection), so a partial invoice never
 * picks them up. Money is in whole cents.
 */
export function invoiceLines(
  devices: readonly BillableDevice[],
  months: readonly InvoiceMonth[],
  chosenCodes: readonly string[],
  includeUncoded: boolean,
  priceCents: number,
  taxRate: number,
): InvoiceTotals {
  const chosen = new Set(chosenCodes);
  const byCode = new Map<string | null, number[]>();
  for (const code of [...chosen].sort((a, b) => a.localeCompare(b)))
    byCode.set(
      code,
      months.map(() => 0),
    );
  if (includeUncoded)
    byCode.set(
      null,
      months.map(() => 0),
    );
  for (const d of devices) {
    const code = d.accountingCode?.trim() || null;
    const counts = byCode.get(code);
    if (!counts) continue;
    months.forEach((m, i) => {
      if (activeInMonth(d, m)) counts[i]!++;
    });
  }
  const lines: InvoiceLine[] = [...byCode].map(([accountingCode, monthCounts]) => {
    const deviceMonths = monthCounts.reduce((a, b) => a + b, 0);
    return { accountingCode, monthCounts, deviceMonths, amountCents: deviceMonths * priceCents };
  });
  const subtotalCents = lines.reduce((a, l) => a + l.amountCents, 0);
  const taxCents = Math.round(subtotalCents * taxRate);
  return {
    lines,
    deviceMonths: lines.reduce((a, l) => a + l.deviceMonths, 0),
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}
