import { buildXlsx, type Sheet } from '@fieldwatch/domain';

/** Hands the workbook (the domain's writer, the same the report e-mail attaches) to the browser as a download. */
export function downloadXlsx(fileName: string, sheet: Sheet): void {
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
