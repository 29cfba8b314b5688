import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** Where the build writes the stamp of the sources it was made from (inside server/dist, which the build replaces). */
export const STAMP_FILE = path.join(repoRoot, 'server/dist/source-stamp.txt');

/** Everything the build reads: a change to any of these makes the build stale. */
const SOURCES = ['domain/src', 'server/src', 'web/src', 'web/index.html', 'web/vite.config.ts', 'package-lock.json', 'scripts'];

function filesUnder(root: string, rel: string): string[] {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return [];
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(rel, name))
    .filter((name) => fs.statSync(path.join(root, name)).isFile());
}

/**
 * A hash of the build's sources (names and contents). Contents rather than modification times: a fresh clone or a
 * `git checkout` sets every time to now, and a stale build must not pass for a fresh one (or the reverse).
 */
export function sourceStamp(root = repoRoot): string {
  const hash = createHash('sha256');
  for (const rel of SOURCES.flatMap((source) => filesUnder(root, source)).sort()) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** What the build makes: when one is gone (a `rm -rf web/dist`), there is no build, whatever the stamp says. */
const OUTPUTS = ['server/dist/main.js', 'server/dist/backup.js', 'server/dist/restore.js', 'web/dist/index.html'];

/** The stamp the current build was made from, or null when there is no build. */
export function builtStamp(): string | null {
  if (!OUTPUTS.every((file) => fs.existsSync(path.join(repoRoot, file)))) return null;
  return fs.existsSync(STAMP_FILE) ? fs.readFileSync(STAMP_FILE, 'utf8').trim() : null;
}
