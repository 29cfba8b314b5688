/**
 * The comma-delimited device id input of Update Devices: entries are trimmed, empty ones ignored, duplicates
 * kept once in the order typed. Anything that is not a positive whole number is returned in `invalid`.
 */
export function parseDeviceIds(text: string): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const n = /^\d{1,15}$/.test(entry) ? Number(entry) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0) invalid.push(entry);
    else if (!ids.includes(n)) ids.push(n);
  }
  return { ids, invalid };
}
