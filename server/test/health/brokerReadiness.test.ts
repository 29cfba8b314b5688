import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';
import { freePort, startServer, waitHealthy, type ServerProcess } from '../helpers/serverProcess';

const MOSQUITTO = '/usr/sbin/mosquitto';
const HAVE_MOSQUITTO = existsSync(MOSQUITTO);

let dir: string | null = null;
let broker: ChildProcess | null = null;
let server: ServerProcess | null = null;
let database: TestDatabase | null = null;
afterAll(async () => {
  await server?.stop('SIGKILL');
  broker?.kill('SIGKILL');
  await database?.drop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

async function ready(s: ServerProcess): Promise<{ status: number; body: { checks?: { broker?: { ok: boolean; connections: number } } } }> {
  const res = await fetch(`${s.url}/api/health/ready`);
  return { status: res.status, body: await res.json() };
}

describe.skipIf(!HAVE_MOSQUITTO)(
  `readiness with an external broker${HAVE_MOSQUITTO ? '' : ' (SKIPPED: apt-get install mosquitto)'}`,
  () => {
    it('is ready while the server holds connections to the broker, and not ready (still live) once the broker is gone', async () => {
      database = await createTestDatabase();
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fw-ready-mqtt-'));
      const mqttPort = await freePort();
      const conf = path.join(dir, 'mosquitto.conf');
      await fs.writeFile(conf, [`listener ${mqttPort} 127.0.0.1`, 'allow_anonymous true', 'persistence false', ''].join('\n'));
      await fs.chmod(dir, 0o755);
      broker = spawn(MOSQUITTO, ['-c', conf], { stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 300));

      server = startServer({
        PORT: String(await freePort()),
        DATABASE_URL: database.url,
        MQTT_URL: `mqtt://127.0.0.1:${mqttPort}`,
        MQTT_CONNECTIONS: '2',
        MQTT_CLIENT_ID: `fw-ready-${process.pid}`,
        DEMO_DATA: 'false',
        SIMULATOR: 'false',
      });
      await waitHealthy(server);
      let r = await ready(server);
      for (let i = 0; i < 50 && r.body.checks?.broker?.connections !== 2; i++) {
        await new Promise((res) => setTimeout(res, 100));
        r = await ready(server);
      }
      expect(r).toMatchObject({ status: 200, body: { checks: { broker: { ok: true, connections: 2 } } } });

      broker.kill('SIGKILL');
      for (let i = 0; i < 50 && r.status === 200; i++) {
        await new Promise((res) => setTimeout(res, 100));
        r = await ready(server);
      }
      expect(r).toMatchObject({ status: 503, body: { checks: { broker: { ok: false, connections: 0 } } } });
      expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
    });
  },
);
