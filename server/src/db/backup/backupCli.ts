import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config';
import { StartupRefusal } from '../../startupRefusal';
import { backupSource } from './backupTarget';
import { runCli, say } from './cli';
import { findPgTool, runPgTool } from './pgTools';

/**
 * `npm run backup [FILE]`: a pg_dump (custom format) of the database the settings name, embedded or DATABASE_URL.
 * pg_dump reads one snapshot, so the file is consistent while the server keeps running and writing. The embedded
 * database is used as the running server has it, or started just for the dump when no server runs. FILE defaults to
 * fieldwatch-{date}-{time}.dump in the current folder; an existing file is not overwritten.
 */
runCli(async () => {
  const config = loadConfig();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? `fieldwatch-${stamp}.dump`);
  if (existsSync(file)) throw new StartupRefusal(`${file} exists already: name another file`);
  const source = await backupSource(config, say);
  // written beside the target and renamed when complete: a dump that failed halfway never looks like a backup
  const partial = `${file}.partial`;
  try {
    const pgDump = await findPgTool('pg_dump', source.major);
    await runPgTool(pgDump, ['--format=custom', `--file=${partial}`], source.url);
    await fs.rename(partial, file);
  } finally {
    await fs.rm(partial, { force: true });
    await source.close();
  }
  say(
    `Backed up ${source.where} to ${file} (${(await fs.stat(file)).size} bytes); npm run restore ${path.basename(file)} loads it into an empty DATA_DIR or database`,
  );
});
