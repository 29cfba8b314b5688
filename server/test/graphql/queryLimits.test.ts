import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUERY_LIMITS } from '../../src/graphql/limits/queryLimits';
import { createTestApp, type TestApp } from '../helpers/testApp';

/** Oversized requests are refused before any SQL runs; production hides the schema. */

describe('GraphQL limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refusedWithoutSql = async (query: string, variables: Record<string, unknown> = {}) => {
    const connect = vi.spyOn(t.database.pool, 'connect');
    const query_ = vi.spyOn(t.database.pool, 'query');
    try {
      const r = await t.gql(query, variables, { authorization: 'Bearer not-a-session' });
      expect(r.errors?.map((e) => e.extensions?.code)).toContain('QUERY_LIMIT');
      expect(r.errors?.find((e) => e.extensions?.code === 'QUERY_LIMIT')?.message).toBe('The request is too large or too deeply nested.');
      expect(r.data).toBeNull();
      expect(connect).not.toHaveBeenCalled();
      expect(query_).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
      query_.mockRestore();
    }
  };

  it('refuses depth over 10 before any SQL; 10 is not refused for its depth', async () => {
    const nest = (n: number) => {
      let q = 'x';
      for (let i = 1; i < n; i++) q = `f${i} { ${q} }`;
      return `{ ${q} }`;
    };
    await refusedWithoutSql(nest(QUERY_LIMITS.maxDepth + 1));
    // ten deep passes the limit and fails only on the made-up field names
    const ten = await t.gql(nest(QUERY_LIMITS.maxDepth));
    expect(ten.errors?.map((e) => e.extensions?.code)).not.toContain('QUERY_LIMIT');
  });

  it('refuses more than 15 aliases, and accepts 15', async () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    await refusedWithoutSql(aliases(QUERY_LIMITS.maxAliases + 1));
    const ok = await t.gql(aliases(QUERY_LIMITS.maxAliases));
    expect(ok.errors).toBeUndefined();
    expect(Object.keys(ok.data ?? {})).toHaveLength(QUERY_LIMITS.maxAliases);
  });

  it('refuses a fragment bomb by its expanded size', async () => {
    const frags = ['fragment F0 on Query { __typename me { id } }'];
    for (let i = 1; i < 12; i++) frags.push(`fragment F${i} on Query { ...F${i - 1} me { id } ...F${i - 1} }`);
    await refusedWithoutSql(`{ ...F11 } ${frags.join(' ')}`);
  });

  it('refuses huge lists and strings in the variables', async () => {
    await refusedWithoutSql('query($ids: [Int!]) { __typename }', {
      ids: Array.from({ length: QUERY_LIMITS.maxListLength + 1 }, (_, i) => i),
    });
    await refusedWithoutSql('query($s: String) { __typename }', { s: 'x'.repeat(QUERY_LIMITS.maxStringLength + 1) });
  });

  it('keeps introspection and suggestions outside production', async () => {
    const r = await t.gql('{ __schema { queryType { name } } }');
    expect(r.errors).toBeUndefined();
    const typo = await t.gql('{ devicesre(query: "all") { id } }');
    expect(typo.errors?.[0]?.message).toMatch(/Did you mean .*"devicesRe"/);
  });
});

describe('GraphQL limits in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('refuses introspection and gives no field suggestions', async () => {
    const r = await t.gql('{ __schema { types { name } } }');
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await t.gql('{ devicesre(query: "all") { id } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "devicesre" on type "Query".');
  });
});
