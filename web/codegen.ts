/**
 * GraphQL Code Generator's settings for the browser (`npm run codegen`): the result and variables types of every
 * `graphql(...)` document under web/src, checked against the schema the server writes (`npm run schema`), into
 * web/src/api/generated/. web/test/graphqlDocuments.test.ts fails when that folder is not what this config makes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder of the generated files, relative to the repository root, with the trailing slash the preset wants. */
export const GENERATED_DIR = 'web/src/api/generated/';

/** The config, writing into `outputDir` (a folder relative to the repository root; the test writes elsewhere). */
export function codegenConfig(outputDir = GENERATED_DIR): CodegenConfig {
  return {
    cwd: root,
    schema: path.join(root, 'server/schema.graphql'),
    documents: [path.join(root, 'web/src/**/*.{ts,tsx}'), `!${path.join(root, GENERATED_DIR)}**`],
    // an empty document set is a broken glob, not a browser without queries
    ignoreNoDocuments: false,
    silent: true,
    generates: {
      [path.join(root, outputDir) + '/']: {
        preset: 'client',
        presetConfig: {
          // components read the fields a fragment selects directly: no useFragment unmasking
          fragmentMasking: false,
          // documents import gql.ts, types come through api/graphql.ts: no barrel
          skipIndexFile: true,
        },
        config: {
          // documents stay plain strings at runtime (TypedDocumentString), so the bundle does not carry graphql-js
          documentMode: 'string',
          // enums as unions of string literals, no runtime enum objects (the successor of enumsAsTypes)
          enumType: 'string-literal',
          useTypeImports: true,
          // list variables are always sent as arrays
          arrayInputCoercion: false,
          // the server's scalars as builder.ts declares them; an unknown scalar fails the generation instead of being any
          strictScalars: true,
          scalars: {
            JSON: 'unknown',
            FloatColumn: { input: 'never', output: 'readonly (number | null)[]' },
          },
          // Vite loads earlyRequestsPlugin (which imports documents) as native ESM: imports name their files
          importExtension: '.ts',
        },
      },
    },
  };
}

export default codegenConfig();
