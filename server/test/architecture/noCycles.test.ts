import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circles in the server, the browser or the domain package, type-only imports included: a circle makes
 * load order matter and hides which module owns a concept. Written here rather than with madge because the rule is
 * a dozen lines and needs no TypeScript compiler of its own.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ROOTS = ['server/src', 'web/src', 'domain/src'].map((r) => path.join(ROOT, r));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(p) ? [p] : [];
  });
}

function importCycles(): string[] {
  const files = ROOTS.flatMap(sources);
  const known = new Set(files);
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec);
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c)) ?? null;
  };
  const edges = new Map(
    files.map((f) => [
      f,
      [...fs.readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)]
        .map((m) => resolve(f, m[1]!))
        .filter((x): x is string => x !== null),
    ]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const m of edges.get(n) ?? []) {
      if (state.get(m) === 'open')
        found.push(
          stack
            .slice(stack.indexOf(m))
            .map((x) => path.relative(ROOT, x))
            .join(' → '),
        );
      else if (!state.has(m)) visit(m);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe('imports', () => {
  it('form no circles', () => {
    expect(importCycles()).toEqual([]);
  });
});
