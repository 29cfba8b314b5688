/** One row of the Table tab and its CSV. */
export interface ReadingRow {
  time: number;
  value: number;
  comment?: string | null;
}

const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The readings as CSV with every field quoted and a Comment column (spec 2 §7). Times are ISO 8601 UTC. */
export function readingsCsv(rows: readonly ReadingRow[], valueHeader: string): string {
  const lines = [['Date', valueHeader, 'Comment'].map(quote).join(',')];
  for (const r of rows) {
    lines.push([new Date(r.time * 1000).toISOString(), String(r.value), r.comment ?? ''].map(quote).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The download's file name: device name and stream label. */
export function readingsCsvName(deviceName: string | null, deviceId: number, label: string): string {
  const base = `${deviceName?.trim() || `Device ${deviceId}`} ${label}`.replace(/[\\/:*?"<>|]+/g, '-');
  return `${base}.csv`;
}
