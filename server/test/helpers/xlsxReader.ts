import { strFromU8, unzipSync } from 'fflate';

export type XlsxCell = string | number | null;

const decode = (s: string) => s.replace(/&(lt|gt|quot|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e]!);

const columnIndex = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0) - 1;

/**
 * Reads the first worksheet of a workbook the product writes (domain's buildXlsx) as rows of cells: numbers as
 * numbers (dates as Excel's serial day), inline strings as text, empty cells as null. It reads the file as the
 * spreadsheet e2e test does (fflate's unzip, then the sheet's XML), rather than through the writer's own code, so a
 * test of the attachment checks what a spreadsheet program would open.
 */
export function readXlsx(bytes: Uint8Array): { sheetName: string; rows: XlsxCell[][] } {
  const files = unzipSync(bytes);
  const workbook = strFromU8(files['xl/workbook.xml']!);
  const sheetName = decode(/<sheet name="([^"]*)"/.exec(workbook)?.[1] ?? '');
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
  const rows: XlsxCell[][] = [];
  for (const row of sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)) {
    const cells: XlsxCell[] = [];
    for (const c of row[2]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(.*?)<\/c>)/g)) {
      const inner = c[3] ?? '';
      const text = /<t[^>]*>(.*?)<\/t>/.exec(inner);
      const value = /<v>(.*?)<\/v>/.exec(inner);
      cells[columnIndex(c[1]!)] = text ? decode(text[1]!) : value ? Number(value[1]) : null;
    }
    rows[Number(row[1]) - 1] = Array.from(cells, (v) => v ?? null);
  }
  return { sheetName, rows };
}
