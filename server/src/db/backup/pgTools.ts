import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupRefusal } from '../../startupRefusal';

const run = promisify(execFile);
const DEBIAN_PG = '/usr/lib/postgresql';

/** The major version a PostgreSQL tool reports (`pg_dump (PostgreSQL) 15.18 (Debian ...)`), or null if it does not run. */
async function majorOf(bin: string): Promise<number | null> {
  try {
    const { stdout } = await run(bin, ['--version']);
    const m = /\) (\d+)/.exec(stdout);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * pg_dump or pg_restore for a server of `major`: the same major, or else the nearest newer one (both read older
 * servers and archives; an older one refuses a newer server). Debian's versioned folders come first, then PATH.
 * Missing: a StartupRefusal that names the package to install.
 */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const installed = existsSync(DEBIAN_PG)
    ? readdirSync(DEBIAN_PG)
        .filter((d) => /^\d+$/.test(d))
        .map(Number)
        .filter((m) => m >= major)
        .sort((a, b) => a - b)
    : [];
  const candidates = [
    ...installed.map((m) => path.join(DEBIAN_PG, String(m), 'bin', tool)),
    ...(process.env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((d) => path.join(d, tool)),
  ];
  for (const bin of candidates) {
    if (!existsSync(bin)) continue;
    const m = await majorOf(bin);
    if (m !== null && m >= major) return bin;
  }
  throw new StartupRefusal(
    `${tool} of PostgreSQL ${major} or newer was not found in ${DEBIAN_PG}/*/bin or on PATH: install it ` +
      `(Debian, Ubuntu: apt-get install postgresql-client-${major}) and run this again`,
  );
}

/** Runs a PostgreSQL tool with the password in the environment, not on its command line (where ps shows it). */
export async function runPgTool(bin: string, args: string[], url: string): Promise<void> {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  try {
    await run(bin, [...args, `--dbname=${u.toString()}`], { env: { ...process.env, PGPASSWORD: password }, maxBuffer: 64 * 1024 * 1024 });
  } catch (err) {
    const stderr = String((err as { stderr?: string }).stderr ?? '')
      .trim()
      .split('\n')
      .slice(0, 5)
      .join(' | ');
    throw new StartupRefusal(`${path.basename(bin)} failed: ${stderr || (err as Error).message}`);
  }
}
