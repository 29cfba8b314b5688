import path from 'node:path';
import { startEmbeddedPostgres } from '/work/wt-hotq2/server/src/db/embeddedPostgres';
const pgdb = await startEmbeddedPostgres(path.join('/tmp/hotq2-landing', 'data'));
console.log(pgdb.url);
process.on('SIGTERM', async () => { await pgdb.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
