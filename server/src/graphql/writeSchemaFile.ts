import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as imported from 'graphql';
import { schema } from './schema';

// graphql-js refuses types made by another copy of itself, and which copy (its ESM or CommonJS build) Pothos got
// depends on the runner (Node, tsx, vitest): print with the one that made the schema
const required = createRequire(import.meta.url)('graphql') as typeof imported;
const { lexicographicSortSchema, printSchema } = schema instanceof imported.GraphQLSchema ? imported : required;

/**
 * The API contract as SDL (`server/schema.graphql`), written from the Pothos schema, the one place it is defined:
 * integrators and tools read it, and a test fails when the checked-in file no longer matches the code
 * (`npm run schema` writes it again).
 */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../schema.graphql');

export function schemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(SCHEMA_FILE, schemaSdl());
  console.log(`[schema] wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
