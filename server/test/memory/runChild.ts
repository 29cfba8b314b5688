import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** Runs one of this folder's child scripts in a process of its own with these Node flags; returns its last line, parsed. */
export async function runChild<T>(script: string, flags: readonly string[]): Promise<T> {
  const file = path.join(import.meta.dirname, script);
  const { stdout } = await promisify(execFile)(process.execPath, [...flags, '--import', 'tsx', file], { timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}
