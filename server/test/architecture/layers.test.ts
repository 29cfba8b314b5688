import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way: the GraphQL layer uses policy, commands, queries and rows; nothing below it imports
 * from `graphql/` (row types live in db/rows.ts), so a resolver can change without touching what it calls.
 */
const SRC = path.resolve(import.meta.dirname, '../../src');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return files(p);
    return p.endsWith('.ts') ? [p] : [];
  });
}

describe('layers', () => {
  it('nothing outside server/src/graphql imports from it', () => {
    const upward: string[] = [];
    for (const file of files(SRC)) {
      const rel = path.relative(SRC, file);
      if (rel.startsWith(`graphql${path.sep}`) || rel === 'app.ts') continue;
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(SRC, path.resolve(path.dirname(file), m[1]!));
        if (target === 'graphql' || target.startsWith(`graphql${path.sep}`)) upward.push(`${rel} → ${m[1]}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
