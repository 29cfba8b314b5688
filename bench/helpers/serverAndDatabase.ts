import fs from 'node:fs/promises';
import type { EmbeddedPostgres } from '../../server/src/db/embeddedPostgres';
import type { ServerProcess } from '../../server/test/helpers/serverProcess';
import { log } from './log';

/* What the benches that start their own PostgreSQL and server share: the temp folder they run in and their teardown. */

/** Lets PostgreSQL reach its data folder inside the bench's temp folder. */
export async function openToPostgres(tmp: string): Promise<void> {
  // as root PostgreSQL runs as the postgres user, which must reach the data folder inside the (0700) temp folder
  await fs.chmod(tmp, 0o755);
}

/** Stops the server (printing the end of its output when it did not exit cleanly) and PostgreSQL, and removes the temp folder. */
export async function stopServerAndDatabase(
  server: ServerProcess | null | undefined,
  pgdb: EmbeddedPostgres | null | undefined,
  tmp: string,
): Promise<void> {
  if (server) {
    const code = await server.stop('SIGTERM');
    if (code !== 0) log(`server exited with ${code}:\n${server.output().slice(-2000)}`);
  }
  await pgdb?.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
