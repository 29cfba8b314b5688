import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, schemaSdl } from '../../src/graphql/writeSchemaFile';

/** The checked-in contract (server/schema.graphql) is the schema the code builds: `npm run schema` rewrites it. */
describe('schema.graphql', () => {
  it('matches the schema the server builds (run npm run schema after changing a field)', () => {
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8') === schemaSdl(), 'server/schema.graphql is stale: run npm run schema').toBe(true);
  });
});
