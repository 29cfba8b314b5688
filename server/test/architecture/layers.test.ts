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

  // One resolver shape: input → authorize (the one policy gate) → a command or query outside graphql/ holding the
  // SQL (and its audit row, in its transaction) → presenter. So no query building, transactions or raw SQL here.
  it('no SQL under server/src/graphql', () => {
    const sqlUse =
      /from 'kysely'|\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|transaction)\(|\bsql`|\bsql\.(raw|ref|lit|join|id)\b/;
    const offenders = files(path.join(SRC, 'graphql'))
      .filter((file) => sqlUse.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('every resolver gates through authorize, not by hand', () => {
    const byHand = /\bauthFailed\b|\brequireViewer\(|\bassertCan\(|\bteamViewer\(/;
    const offenders = files(path.join(SRC, 'graphql'))
      .filter((file) => !file.endsWith(`${path.sep}context.ts`) && byHand.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
