import { MONTH_NAMES } from '../time/monthNames';

/** Spec 3 §2 Generate Invoice: the quarter choices. */
export const QUARTERS = [
  { value: 1, label: 'Q1 - Jan-Mar' },
  { value: 2, label: 'Q2 - Apr-Jun' },
  { value: 3, label: 'Q3 - Jul-Sep' },
  { value: 4, label: 'Q4 - Oct-Dec' },
] as const;

/** Spec 3 §9: the current year and the four before it. */
export function invoiceYears(now: Date): number[] {
  const y = now.getFullYear();
  return [y, y - 1, y - 2, y - 3, y - 4];
}

export interface InvoiceMonth {
  /** first day of the month, UTC */
  start: Date;
  /** first day of the next month, UTC */
  end: Date;
  label: string;
}

/** The three months of a quarter, or null for a quarter or year out of range. */
export function quarterMonths(quarter: number, year: number): InvoiceMonth[] | null {
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > 4) return null;
  if (!Number.isInteger(year) || year < 2000 || year > 2200) return null;
  return [0, 1, 2].map((i) => {
    const m = (quarter - 1) * 3 + i;
    return { start: new Date(Date.UTC(year, m, 1)), end: new Date(Date.UTC(year, m + 1, 1)), label: `${MONTH_NAMES[m]} ${year}` };
  });
}

/**
 * The months of a quarter an invoice bills on `now`: only whole months, those that have ended (a quarter still running
 * bills the months behind it, never a month not yet over), and the months left out, for the invoice to say so.
 */
export function billableMonths(months: readonly InvoiceMonth[], now: Date): { billed: InvoiceMonth[]; notOver: InvoiceMonth[] } {
  return {
    billed: months.filter((m) => m.end.getTime() <= now.getTime()),
    notOver: months.filter((m) => m.end.getTime() > now.getTime()),
  };
}

/** Spec 3 §4: the codes listed for a company are unique, non-empty and sorted. */
export function accountingCodesOf(devices: readonly { accountingCode: string | null }[]): string[] {
  const codes = new Set<string>();
  for (const d of devices) {
    const c = d.accountingCode?.trim();
    if (c) codes.add(c);
  }
  return [...codes].sort((a, b) => a.localeCompare(b));
}
