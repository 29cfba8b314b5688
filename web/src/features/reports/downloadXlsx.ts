import type { Sheet } from '@fieldwatch/domain/xlsx';

/**
 * Hands the workbook to the browser as a download. The writer (the domain's, the same the report e-mail attaches) is
 * loaded when a spreadsheet is asked for, so the zip code stays out of the bundles that show the report.
 */
export async function downloadXlsx(fileName: string, sheet: Sheet): Promise<void> {
  const { buildXlsx } = await import('@fieldwatch/domain/xlsx');
  const bytes = buildXlsx(sheet);
  const blob = new Blob([bytes as BlobPart], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
