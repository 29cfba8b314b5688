import fs from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { buildSchema, Kind, NoUnusedFragmentsRule, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { codegenConfig, GENERATED_DIR } from '../../codegen';
import * as generated from '../../src/api/generated/graphql';
import { operationName, type Operation } from '../../src/api/graphql';
import { documentOf, inlineGraphqlDocuments } from '../../src/app/build/inlineGraphqlDocuments';

const root = path.resolve(import.meta.dirname, '../../..');
const schema = buildSchema(fs.readFileSync(path.join(root, 'server/schema.graphql'), 'utf8'));

/** Every document of the browser: what the generated module exports (the values of the documents map). */
const documents: [string, Operation<unknown, never>][] = [];
for (const [name, value] of Object.entries(generated)) {
  if (value instanceof generated.TypedDocumentString) documents.push([name, value as Operation<unknown, never>]);
}

describe('the browser documents against server/schema.graphql', () => {
  it('finds them all', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents.map(([name, document]) => [name, String(document)]))('%s is valid', (_name, text) => {
    const ast = parse(text);
    // a fragment's own document carries no operation that spreads it; its operations are checked with it
    const fragmentOnly = ast.definitions.every((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    const rules = fragmentOnly ? specifiedRules.filter((r) => r !== NoUnusedFragmentsRule) : specifiedRules;
    expect(validate(schema, ast, rules).map((e) => e.message)).toEqual([]);
  });

  it('each operation comes first in its document, named, and operationName reads that name', () => {
    const names: string[] = [];
    for (const [, document] of documents) {
      const ast = parse(String(document));
      const operations = ast.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      if (operations.length === 0) continue;
      expect(operations).toHaveLength(1);
      expect(ast.definitions[0]).toBe(operations[0]);
      const name = operations[0]!.name?.value;
      expect(name).toBeTruthy();
      expect(operationName(document)).toBe(name);
      names.push(name!);
    }
    // the operation name is the query key and what the server's metrics and the e2e tests tell requests by
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the generated types', () => {
  it('are what npm run codegen makes of the documents and the schema (run it after changing either)', async () => {
    const outputs = (await generate(codegenConfig(), false)) as { filename: string; content: string }[];
    const dir = path.join(root, GENERATED_DIR);
    expect(fs.readdirSync(dir).sort()).toEqual(outputs.map((o) => path.basename(o.filename)).sort());
    for (const o of outputs) {
      expect(fs.readFileSync(o.filename, 'utf8'), `${path.relative(root, o.filename)} is stale: npm run codegen`).toBe(o.content);
    }
  }, 60_000);
});

describe('inlineGraphqlDocuments', () => {
  const plugin = inlineGraphqlDocuments();
  const transform = (code: string, id: string) => {
    const hook = plugin.transform as (this: { error: (m: string) => never }, code: string, id: string) => { code: string } | null;
    return hook.call(
      {
        error: (m) => {
          throw new Error(m);
        },
      },
      code,
      id,
    );
  };
  const source =
    'query Me {\n  me {\n    id firstName lastName email phoneNumber countryCode\n    isSuperUser isManager canEdit isDemo isPrivileged viewInactiveCompanies\n    subscription permissions latestActivity notificationSettings\n    company { id name timeZone }\n  }\n}';

  it('puts the compacted document, fragments included, where graphql() is called', () => {
    const out = transform(`export const GET_ME = graphql(\`${source}\`);`, '/x/web/src/app/auth/graphql/me.ts');
    expect(out?.code).toBe(`export const GET_ME = ${JSON.stringify(documentOf(source))};`);
    expect(documentOf(source)).toMatch(/^query Me\{me\{id firstName/);
    const withFragment = String(generated.NewDevicesDocument);
    expect(withFragment).toContain('fragment DeviceCardFields');
    expect(withFragment).toContain('fragment CardTagFields');
  });

  it('refuses a call it cannot inline, and a literal that was not generated', () => {
    expect(() => transform('const q = graphql(text);', '/x/web/src/a.ts')).toThrow(/cannot inline/);
    expect(() => transform('const q = graphql(`query Nope { me { id } }`);', '/x/web/src/a.ts')).toThrow(/npm run codegen/);
  });

  it('leaves the documents map out of the bundle', () => {
    expect(transform('export function graphql(source) { return documents[source]; }', '/x/web/src/api/generated/gql.ts')?.code).toMatch(
      /not inlined/,
    );
  });
});
