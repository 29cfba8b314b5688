/**
 * Mutation fuzzing (the API half): random input against every mutation of the built schema, as a
 * signed-in manager, with a fixed seed and a bounded number of rounds. Values are of the declared type or
 * deliberately not (wrong types, huge and non-finite-looking numbers, NaN-like strings, deep nesting, unicode,
 * control characters, nulls, long strings). Pass: no 5xx, no INTERNAL and no error outside the catalogue (a raw
 * database or stack message would show there), `/api/health` 200 afterwards and a canary query answering
 * correctly throughout.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ERRORS } from '../../src/errors/errorCatalogue';
import { isolationWorld, type IsolationWorld } from '../isolation/isolationWorld';
import { SESSION_ENDERS } from '../isolation/matrixRunner';
import { documentFor, inputFields, isEnum, isInputObject, namedType, schemaFields, type TypeRef } from '../isolation/schemaWalk';

const SEED = 0x5eed_f00d;
const ROUNDS = 40;
/** Yoga's own refusals of a document or of variables that do not fit their declared types, before any resolver. */
const REQUEST_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);
const CODES = new Set([...Object.keys(ERRORS), ...REQUEST_CODES]);

/** mulberry32: small, seeded, good enough to spread inputs. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_NUMBERS = [
  0,
  -1,
  1,
  2,
  3,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
  0.5,
  -0.0001,
  7731001,
];
const NASTY_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x1F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '*',
  '_',
  "' OR 1=1 --",
  '"; DROP TABLE devices; --',
  '\u0000',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '💥🔥',
  '𝕏'.repeat(300),
  'a'.repeat(20_000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-13-45',
  '1,2,3,,,-1',
  '{"a":',
  '[1,2,3]',
  'tank1',
  '\\',
  '${x}',
];

function nested(r: () => number, depth: number): unknown {
  return depth === 0 ? pick(r, NASTY_STRINGS) : r() < 0.5 ? [nested(r, depth - 1)] : { a: nested(r, depth - 1) };
}

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

/** Anything at all: what a client that ignores the schema might send. */
function anything(r: () => number): unknown {
  const k = Math.floor(r() * 7);
  if (k === 0) return null;
  if (k === 1) return pick(r, NASTY_NUMBERS);
  if (k === 2) return pick(r, NASTY_STRINGS);
  if (k === 3) return r() < 0.5;
  if (k === 4) return nested(r, 1 + Math.floor(r() * 30));
  if (k === 5) return Array.from({ length: Math.floor(r() * 40) }, () => pick(r, NASTY_NUMBERS));
  return { [pick(r, NASTY_STRINGS).slice(0, 20)]: pick(r, NASTY_STRINGS) };
}

/** A value of the declared type most of the time (so resolvers run), with hostile content. */
function valueOf(r: () => number, t: TypeRef, depth = 0): unknown {
  if (r() < 0.15) return anything(r);
  if (!t.nonNull && r() < 0.15) return null;
  if (t.list) return Array.from({ length: Math.floor(r() * 4) }, () => valueOf(r, t.list!, depth + 1));
  switch (t.name) {
    case 'Int':
      return pick(
        r,
        NASTY_NUMBERS.filter(Number.isSafeInteger).filter((n) => Math.abs(n) < 2 ** 31),
      );
    case 'Float':
      return pick(r, NASTY_NUMBERS);
    case 'ID':
      return r() < 0.5 ? String(pick(r, NASTY_NUMBERS)) : pick(r, NASTY_STRINGS);
    case 'Boolean':
      return r() < 0.5;
    case 'String':
      return pick(r, NASTY_STRINGS);
  }
  const named = namedType(t.name);
  if (isEnum(named))
    return pick(
      r,
      (named.getValues() as { value: unknown }[]).map((v) => v.value),
    );
  if (isInputObject(named) && depth < 5) return Object.fromEntries(inputFields(t.name).map((f) => [f.name, valueOf(r, f.type, depth + 1)]));
  return anything(r);
}

let w: IsolationWorld;
beforeAll(async () => {
  w = await isolationWorld();
});
afterAll(() => w?.close());

it('random input against every mutation leaves the server up and the canary answering', { timeout: 240_000 }, async () => {
  const r = rng(SEED);
  const mutations = schemaFields().filter((f) => f.operation === 'mutation');
  expect(mutations.length).toBeGreaterThan(20);
  const headers = await w.t.authHeaders(w.users.manager.id);
  const canary = async () => {
    const c = await w.t.gql<{ me: { id: number }; companies: { id: number }[] }>('{ me { id } companies { id } }', {}, headers);
    expect(c.errors, JSON.stringify(c.errors)).toBeUndefined();
    expect(c.data?.me.id).toBe(w.users.manager.id);
    expect(c.data?.companies.map((x) => x.id)).toContain(w.A.id);
  };
  const bad: string[] = [];
  const codes: Record<string, number> = {};
  let tried = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const f of mutations) {
      const vars = Object.fromEntries(f.args.map((a) => [a.name, valueOf(r, a.type)]));
      tried++;
      // ending sessions is what these do: they get a session of their own, of another user, so the canary's lives on
      const as = SESSION_ENDERS.has(f.name) ? await w.t.authHeaders(w.users.full.id) : headers;
      const res = (await w.t.gql(documentFor(f), vars, as)) as {
        status: number;
        errors?: { message: string; path?: unknown[]; extensions?: { code?: string } }[];
      };
      if (res.status >= 500) bad.push(`${f.name}: HTTP ${res.status} for ${JSON.stringify(vars).slice(0, 200)}`);
      for (const e of res.errors ?? []) {
        const code = String(e.extensions?.code ?? (e.path ? 'none' : 'request'));
        codes[code] = (codes[code] ?? 0) + 1;
        // without a path: graphql refused the variables before any resolver ran (wrong type, null for non-null)
        const refusedRequest = code === 'request' && /^Variable "\$/.test(e.message);
        if ((!CODES.has(code) && !refusedRequest) || code === 'INTERNAL' || /\n\s+at /.test(e.message)) {
          bad.push(`${f.name}: ${code} "${e.message.slice(0, 160)}" for ${JSON.stringify(vars).slice(0, 200)}`);
        }
      }
    }
    await canary();
  }
  console.log(`mutation fuzzing: ${tried} inputs over ${mutations.length} mutations (seed ${SEED}); codes ${JSON.stringify(codes)}`);
  const health = await w.t.app.fastify.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  await canary();
  expect(bad, bad.slice(0, 30).join('\n')).toEqual([]);
});

it('refuses U+0000 in any string argument as bad input before a resolver runs', async () => {
  const headers = await w.t.authHeaders(w.users.manager.id);
  const before = await w.db.selectFrom('log_comments').select('id').execute();
  const inVariables = await w.t.gql('mutation($c: String!) { addLogComment(deviceID: 1, comment: $c) { id } }', { c: 'a\u0000b' }, headers);
  expect(inVariables.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_INPUT']);
  const inDocument = await w.t.gql('mutation { addLogComment(deviceID: 1, comment: "a\\u0000b") { id } }', {}, headers);
  expect(inDocument.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_INPUT']);
  expect(await w.db.selectFrom('log_comments').select('id').execute()).toEqual(before);
});
