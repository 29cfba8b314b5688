import http from 'node:http';
import { quantile } from '../directory/fixture';

/** Streamed CSV downloads: at least this many rows a second, a year of one-minute readings in under 3 s. */
export const EXPORT_ROWS_PER_SECOND_TARGET = 200_000;
const RUNS = 5;
const WARMUP = 1;

export interface ExportRow {
  what: string;
  p50: number;
  p99: number;
  bytes: number;
  /** The time the target rate allows for these rows, in ms. */
  target: number;
  note: string;
}

/**
 * The full-year download of a stream (GET /api/export/..., the link readingsExport answers) over HTTP on loopback:
 * time from the request to the last byte, the file's bytes as sent, and rows per second at p50. `encoding` is what the
 * client accepts: identity measures the stream itself, br what a browser is sent.
 */
export async function measureCsvExport(
  serverUrl: string,
  token: string,
  c: { deviceID: number; tag: string; format: 'DEVICE' | 'TAG'; encoding: 'identity' | 'br' },
): Promise<ExportRow> {
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const res = await fetch(`${serverUrl}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: 'query($d: Int!, $t: String!, $f: ReadingsExportFormat) { readingsExport(deviceID: $d, tag: $t, format: $f) { rows url } }',
        variables: { d: c.deviceID, t: c.tag, f: c.format },
      }),
    });
    const body = (await res.json()) as { data?: { readingsExport: { rows: number; url: string } }; errors?: { message: string }[] };
    if (!body.data) throw new Error(body.errors?.[0]?.message ?? 'no export link');
    rows = body.data.readingsExport.rows;
    const t0 = performance.now();
    // node's fetch would decompress a br answer: read the bytes as sent through http instead
    const file = await fileBytes(`${serverUrl}${body.data.readingsExport.url}`, c.encoding);
    if (i >= WARMUP) {
      times.push(performance.now() - t0);
      bytes = file;
    }
  }
  const p50 = quantile(times, 0.5);
  return {
    what: `CSV export over HTTP: a year, ${c.format.toLowerCase()} format, ${c.encoding}`,
    p50,
    p99: quantile(times, 0.99),
    bytes,
    target: Math.round((rows / EXPORT_ROWS_PER_SECOND_TARGET) * 1000),
    note: `${rows.toLocaleString('en-US')} rows, ${Math.round(rows / (p50 / 1000)).toLocaleString('en-US')} rows/s at p50 (target ≥ ${EXPORT_ROWS_PER_SECOND_TARGET.toLocaleString('en-US')}), ${RUNS} runs`,
  };
}

/** The bytes of an answer as they came over the socket, read to the end. */
function fileBytes(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (r) => {
        let n = 0;
        r.on('data', (chunk: Buffer) => (n += chunk.length));
        r.on('end', () => (r.statusCode === 200 ? resolve(n) : reject(new Error(`export answered ${r.statusCode}`))));
        r.on('error', reject);
      })
      .on('error', reject);
  });
}
