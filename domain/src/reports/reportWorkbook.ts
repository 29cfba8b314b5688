import { wallClock } from '../time/timeZones';
import { exportTimeHeader } from '../export/exportTime';
import { tagLabel } from '../tag/tagCatalogue';
import { MONTH_NAMES } from '../time/monthNames';
import { isGallonsMode, reportKindOf } from './productionReports';
import type { ReportTable, ReportVariant } from './reportTable';
import type { Sheet } from './xlsx/buildXlsx';

/**
 * Which table a tag's report is: a tank's levels with barrels, or its gallons and consumption when the hosting tab
 * is the consumption report or the tank is shown in gallons (spec 2 §2.2, §4.9); null for a tag without a report.
 * The e-mailed report has no hosting tab and follows the tank's own display.
 */
export function reportVariantOf(
  tag: string,
  tankName: string | null | undefined,
  displayUnits: string | null | undefined,
  tankReport?: 'production' | 'consumption',
): ReportVariant | null {
  const kind = reportKindOf(tag);
  if (kind !== 'tank') return kind;
  return tankReport === 'consumption' || isGallonsMode(tankName, displayUnits) ? 'gallons' : 'level';
}

/**
 * The worksheet the Report tab downloads and the report e-mail attaches: the header (its Date column naming the
 * zone its days are in, as every export's times do, exportTime.ts), then each row with its day stored as a date of the
 * device's zone (not as text), highlighted rows kept, comments wide.
 */
export function reportSheet(table: ReportTable, timeZone: string, monthLabel: string): Sheet {
  return {
    name: monthLabel,
    rows: [
      table.headers.map((h, i) => (i === 0 ? exportTimeHeader(h, timeZone)[0] : h)),
      ...table.rows.map((r, i) => {
        const w = wallClock(table.times[i]!, timeZone);
        return [{ year: w.year, month: w.month, day: w.day }, ...r.slice(1)];
      }),
    ],
    highlightRows: new Set([...table.highlight].map((i) => i + 1)),
    columnWidths: table.headers.map((h) => (h === 'Comments' ? 60 : Math.max(12, h.length + 2))),
  };
}

/** The spreadsheet's file name: device id, the sensor's name and the month. */
export function reportFileName(deviceId: number, tag: string, monthLabel: string): string {
  return `${deviceId} ${tagLabel(tag)} ${monthLabel}.xlsx`;
}

/** A report month as the Month choice names it ('March 2025'). */
export function reportMonthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}
