import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedMajor } from '../../src/db/embeddedPostgres';
import { freePort, startServer } from '../helpers/serverProcess';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-major-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a data folder made by another PostgreSQL major', () => {
  it('is refused before anything starts, in one line that says what to do', async () => {
    const major = await embeddedMajor();
    expect(major).toBe(15); // Debian 12's, whose pg_dump and pg_restore the backups use
    fs.mkdirSync(path.join(dataDir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(dataDir, 'pg-password'), 'x\n');
    const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, MQTT_PORT: 'off', DEMO_DATA: 'false' });
    const code = await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', resolve),
    );
    expect(code).toBe(1);
    const lines = server.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/was made by PostgreSQL 18 and this FieldWatch runs PostgreSQL 15: .*npm run restore/);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });
});
