import { DEVICE_CARD_FIELDS } from '../../web/src/ui/cards/deviceCardFields';
import { DIRECTORY_MAP } from '../../web/src/features/directory/graphql/devices';
import { log } from '../helpers/log';
import { ms, quantile } from './fixture';
import type { Row } from './report';

/* The directory's queries timed from Node, without a browser: the server's share of the page's time. */

const QUERY_RUNS = 20;

async function gql(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const elapsed = performance.now() - t0;
  const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(`GraphQL error: ${body.errors[0]!.message}`);
  return { elapsed, bytes: text.length, data: body.data! };
}

const LIST_FIELDS = `...DeviceCardFields userAssignedID latestReading company { id name } simNumber boardRev modemType signalStrength`;

const QUERIES: { name: string; query: string; size: (d: Record<string, unknown>) => string; target?: number }[] = [
  {
    name: 'devicesRe(directory-side)',
    query: `{ devicesRe(query: "directory-side") { id name path companyID } }`,
    size: (d) => `${(d.devicesRe as unknown[]).length} devices`,
  },
  {
    name: 'devicesReCount(directory-details)',
    query: `{ devicesReCount(query: "directory-details") }`,
    size: (d) => `= ${String(d.devicesReCount)}`,
  },
  {
    name: 'devicesRe(directory-details, /Region 1) cards',
    query: `{ devicesRe(query: "directory-details", path: "/Region 1") { ${LIST_FIELDS} } } ${String(DEVICE_CARD_FIELDS)}`,
    size: (d) => `${(d.devicesRe as unknown[]).length} devices`,
  },
  {
    // the only whole-directory answer the page asks for: the Map view's markers (its cards come 50 at a time)
    name: 'devicesRe(directory-details, whole) map',
    query: String(DIRECTORY_MAP),
    size: (d) => `${(d.devicesRe as unknown[]).length} devices`,
  },
  {
    name: 'devicesRe(all, limit 50)',
    query: `{ devicesRe(query: "all", limit: 50) { ${LIST_FIELDS} } } ${String(DEVICE_CARD_FIELDS)}`,
    size: (d) => `${(d.devicesRe as unknown[]).length} devices`,
  },
  // after the first request the server shares this answer for 2 s (server/src/util/sharedAnswers.ts): this row is
  // the warm answer's cost; the read itself, against the 100 ms target, is landingRead.ts's
  {
    name: 'landingPage (shared answer)',
    query: `{ landingPage { device tardy health alarm } }`,
    size: (d) => JSON.stringify(d.landingPage),
  },
  {
    name: 'devicesRe(search "Site 1")',
    query: `{ devicesRe(query: "search", search: "Site 1", limit: 10) { id name path simNumber } }`,
    size: (d) => `${(d.devicesRe as unknown[]).length} devices`,
  },
];

export async function benchServer(url: string, token: string, rows: Row[]): Promise<void> {
  log(`\nServer time (HTTP round trip on loopback from Node, ${QUERY_RUNS} runs after 2 warm-up runs)`);
  log(`${'query'.padEnd(48)} ${'p50'.padStart(10)} ${'p99(max)'.padStart(10)} ${'KB'.padStart(8)}  answer`);
  for (const q of QUERIES) {
    try {
      await timeQuery(url, token, q, rows);
    } catch (e) {
      // at 100,000 devices a whole-company answer can pass the server's statement timeout: the rest is still measured
      log(`${q.name.padEnd(48)} failed: ${(e as Error).message}`);
      rows.push({ what: `server ${q.name} p50`, value: NaN, target: q.target ?? null, note: 'failed' });
    }
  }
}

async function timeQuery(url: string, token: string, q: (typeof QUERIES)[number], rows: Row[]): Promise<void> {
  let size = '';
  let bytes = 0;
  for (let i = 0; i < 2; i++) await gql(url, token, q.query);
  const times: number[] = [];
  for (let i = 0; i < QUERY_RUNS; i++) {
    const r = await gql(url, token, q.query);
    times.push(r.elapsed);
    size = q.size(r.data);
    bytes = r.bytes;
  }
  const p50 = quantile(times, 0.5);
  const p99 = quantile(times, 0.99);
  log(`${q.name.padEnd(48)} ${ms(p50).padStart(10)} ${ms(p99).padStart(10)} ${(bytes / 1024).toFixed(0).padStart(8)}  ${size}`);
  rows.push({ what: `server ${q.name} p50`, value: p50, target: q.target ?? null });
  if (q.target !== undefined) rows.push({ what: `server ${q.name} p99`, value: p99, target: q.target });
}
