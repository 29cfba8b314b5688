import { stripIgnoredCharacters } from 'graphql';
import type { Plugin } from 'vite';
import { graphql } from '../../api/generated/gql.ts';

/**
 * `graphql(\`...\`)` looks its literal up in the generated documents map (api/generated/gql.ts), which holds every
 * document of the app twice (the literal and the printed document with its fragments): in a bundle that map would
 * sit in the first script every screen loads, sign-in included. So the build puts each call's document where the
 * call is written, as a plain string (the feature's own chunk carries its own documents, as when they were
 * hand-written strings), and the map is left out. The generated files are unchanged; `vite dev` and the tests use
 * the map as it is.
 */

/** A `graphql(` call on a template literal without interpolation: the only form the generated overloads type. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*,?\s*\)/g;
/** Any call left after the replacement (outside comments): a document the build could not inline. */
const LEFT = /\bgraphql\(/;
const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;

const GENERATED = /[\\/]api[\\/]generated[\\/]/;
const GENERATED_MAP = /[\\/]api[\\/]generated[\\/]gql\.ts$/;

/** A document without the whitespace and commas GraphQL ignores: what a built bundle sends. */
export function compactDocument(document: string): string {
  return stripIgnoredCharacters(document);
}

/** The generated document (the operation and the fragments it spreads) of a `graphql(...)` literal, compacted. */
export function documentOf(source: string): string {
  const document: unknown = (graphql as (source: string) => unknown)(source);
  if (!(document instanceof String)) {
    throw new Error(`no generated document for graphql(\`${source.slice(0, 80)}...\`): run npm run codegen`);
  }
  return compactDocument(document.toString());
}

export function inlineGraphqlDocuments(): Plugin {
  return {
    name: 'fieldwatch-inline-graphql-documents',
    apply: 'build',
    // on the source as written, before TypeScript is compiled away
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes('node_modules')) return null;
      // every call is replaced, so nothing in the bundle reads the map: without it the generated types module,
      // which only the map imports at runtime, is left out too
      if (GENERATED_MAP.test(file)) {
        return {
          code: 'export function graphql(source) { throw new Error(`graphql() not inlined by the build: ${source}`); }\n',
          map: null,
        };
      }
      if (GENERATED.test(file) || !code.includes('graphql(')) return null;
      const out = code.replace(CALL, (_call, source: string) => JSON.stringify(documentOf(source)));
      if (LEFT.test(out.replace(COMMENTS, '')))
        this.error(`${file}: a graphql(...) call the build cannot inline (only a template literal without \${} is)`);
      return { code: out, map: null };
    },
  };
}
