import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { StartupRefusal } from '../../startupRefusal';
import { restoreDestination } from './backupTarget';
import { runCli, say } from './cli';
import { findPgTool, runPgTool } from './pgTools';

/**
 * `npm run restore FILE`: loads a dump of `npm run backup` into an empty data folder (DATA_DIR, created) or an empty
 * DATABASE_URL database, and refuses one that holds anything: a restore never mixes with existing data. One
 * transaction: a restore that fails leaves the database empty (and an embedded data folder as it was: absent).
 * Start the server afterwards; it applies the migrations newer than the dump.
 */
runCli(async () => {
  const config = loadConfig();
  if (!process.argv[2]) throw new StartupRefusal('Name the backup to restore: npm run restore FILE');
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
  if (!existsSync(file)) throw new StartupRefusal(`${file} does not exist`);
  const destination = await restoreDestination(config, say);
  let failed = true;
  try {
    const pgRestore = await findPgTool('pg_restore', destination.major);
    await runPgTool(pgRestore, ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file], destination.url);
    failed = false;
  } finally {
    await destination.close(failed);
  }
  say(`Restored ${file} into ${destination.where}; start the server on it`);
});
