import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../src/nodeFlags';

/*
 * npm scripts cannot import nodeFlags.ts, so the start scripts spell the server's Node flags out again. The benches
 * and the process tests run the server with SERVER_NODE_FLAGS: if a script drifted from it, production would run
 * with other memory and garbage-collection settings than the ones measured.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function script(packageJson: string, name: string): Promise<string> {
  const pkg = JSON.parse(await fs.readFile(path.join(repoRoot, packageJson), 'utf8')) as { scripts: Record<string, string> };
  return pkg.scripts[name] ?? '';
}

describe("the server's Node flags", () => {
  it.each([
    ['package.json', 'start:prod', 'server/dist/main.js'],
    ['server/package.json', 'start', 'dist/main.js'],
  ])('%s %s starts the server with exactly SERVER_NODE_FLAGS', async (packageJson, name, entry) => {
    expect(await script(packageJson, name)).toBe(`exec node ${SERVER_NODE_FLAGS.join(' ')} ${entry}`);
  });
});
