import autocannon from 'autocannon';
import { CONNECTIONS } from './settings';
import type { Prepared } from './cases';
import type { Session } from './signIn';

/* The requests bench:api sends: one answer read and checked (ask), and autocannon's timed load (drive). */

/**
 * What Chromium sends with the app's GraphQL requests (web/src/api/graphql.ts), less what the server ignores. With
 * Accept-Encoding the server compresses answers above 1 KB (brotli, server/src/compression.ts), as it does for users.
 */
const BROWSER_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

function headersFor(session: Session): Record<string, string> {
  return { ...BROWSER_HEADERS, authorization: `Bearer ${session.token}`, cookie: session.cookie };
}

export async function ask(url: string, session: Session, body: string): Promise<{ text: string; data: Record<string, unknown> }> {
  // Node's fetch decompresses; the check reads the JSON, not the wire
  const res = await fetch(`${url}/api/graphql`, { method: 'POST', headers: headersFor(session), body });
  const text = await res.text();
  let parsed: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw new Error(`HTTP ${res.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (parsed.errors?.length)
    throw new Error(`GraphQL errors: ${parsed.errors.map((e) => `${e.message} (${e.extensions?.code ?? '-'})`).join('; ')}`);
  if (!res.ok || !parsed.data) throw new Error(`HTTP ${res.status} without data: ${text.slice(0, 200)}`);
  return { text, data: parsed.data };
}

/**
 * The body of the n-th request of a run: the query with the case's n-th variables (cases.ts `vary`), so that a server
 * that keeps or shares answers (QUERY_SHARE_MS, single flight, keyed on the coerced variables) must read each one, as
 * it must for users who each ask their own thing. A query with nothing to vary is the same question per user; the
 * report says what share the server answered from memory all the same.
 */
export function distinctBody(p: Prepared, n: number): string {
  const { operationName, query, variables } = JSON.parse(p.body) as { operationName: string; query: string; variables: object };
  return JSON.stringify({ operationName, query, variables: p.vary ? p.vary(n) : variables });
}

/** How the server answered its queries so far (GET /metrics): read, joined to a read under way, or kept. */
export async function sharedAnswerCounts(url: string): Promise<{ read: number; joined: number; kept: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const count = (outcome: string) =>
    Number(new RegExp(`^fieldwatch_graphql_shared_answers_total\\{outcome="${outcome}"\\} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
  return { read: count('read'), joined: count('joined'), kept: count('kept') };
}

/**
 * autocannon's timed load. `fixedBody`: every request is the same body (what a cache or single flight answers from
 * memory: measured in a row of its own); otherwise each request is a distinct question (distinctBody).
 */
/** Counts the requests of every run: a timed run must not ask again what its warm-up just asked (and the server kept). */
let requestNo = 0;

export async function drive(url: string, sessions: Session[], p: Prepared, seconds: number, fixedBody = false) {
  let next = 0;
  return autocannon({
    url: `${url}/api/graphql`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: headersFor(sessions[0]!),
    body: p.body,
    requests: fixedBody ? undefined : [{ setupRequest: (req) => ({ ...req, body: distinctBody(p, ++requestNo) }) }],
    // each connection is one browser of one user: the users take turns, so none has more than the server runs at
    // once per user (the rest would wait their turn or be refused, and the bench would measure that queue)
    setupClient: (client) => {
      client.setHeaders(headersFor(sessions[next++ % sessions.length]!));
    },
    // an answer with GraphQL errors is HTTP 200: count it apart (such an answer is small, hence never compressed)
    verifyBody: (body) => !body?.includes('"errors"'),
  });
}
