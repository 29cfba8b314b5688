import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, SettingsError } from '../../src/config';
import { SETTINGS, type SettingName } from '../../src/configSchema';
import { freePort, startServer } from '../helpers/serverProcess';

const aFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fw-settings-')), 'not-a-folder');
fs.writeFileSync(aFile, '');
afterAll(() => fs.rmSync(path.dirname(aFile), { recursive: true, force: true }));

/** For every setting of the README table: a value that must be refused, and one that must be taken. */
const CASES: Record<SettingName, { bad: string; good: string }> = {
  PORT: { bad: '80a', good: '8081' },
  HOST: { bad: 'not a host', good: '::' },
  DATA_DIR: { bad: aFile, good: '/srv/fieldwatch' },
  DATABASE_URL: { bad: 'garbage', good: 'postgres://fw:pw@db.example.com:5432/fieldwatch' },
  DEMO_DATA: { bad: 'yes', good: 'false' },
  PUBLIC_URL: { bad: 'monitor.example.com', good: 'https://monitor.example.com' },
  SMTP_URL: { bad: 'garbage', good: 'smtps://mailer:pw@smtp.example.com:465' },
  SMTP_FROM: { bad: 'FieldWatch', good: 'FieldWatch <alerts@example.com>' },
  SMS_URL: { bad: 'ftp://sms.example.com', good: 'https://sms.example.com/send' },
  SMS_TOKEN: { bad: 'token\nwith a line break', good: 's3cret' },
  SMS_INBOUND_SECRET: { bad: 'short secret', good: 'an-inbound-secret-0123' },
  METRICS_TOKEN: { bad: 'short', good: 'a-long-scrape-token-0123' },
  DEFAULT_TIME_ZONE: { bad: 'Mars/Olympus', good: 'America/Chicago' },
  MQTT_PORT: { bad: 'abc', good: 'off' },
  MQTT_URL: { bad: 'localhost:1883', good: 'mqtts://fw:pw@broker.example.com:8883' },
  MQTT_CONNECTIONS: { bad: '0', good: '16' },
  READINGS_HOT_DAYS: { bad: '0', good: '7' },
  READINGS_RETENTION_DAYS: { bad: '-5', good: '400' },
  MQTT_CLIENT_ID: { bad: 'two words', good: 'fieldwatch-a' },
  ALARM_CACHE_DEVICES: { bad: '0', good: '50000' },
  QUERY_SHARE_MS: { bad: '2s', good: '0' },
  SIMULATOR: { bad: 'off', good: 'false' },
  LOG_LEVEL: { bad: 'loud', good: 'debug' },
  CORS_ORIGINS: { bad: '*', good: 'https://ops.example.com,http://localhost:5173' },
  TRUST_PROXY: { bad: 'true', good: '10.0.0.0/8,loopback' },
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(SettingsError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('settings', () => {
  it('covers every setting of the README table', () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const start = readme.indexOf('### Settings');
    const table = readme.slice(start, readme.indexOf('\n#', start + 1));
    const named = [...table.matchAll(/^\| `([A-Z_]+)`(?:, `([A-Z_]+)`)?/gm)].flatMap((m) => [m[1], m[2]]).filter(Boolean);
    expect(new Set(named)).toEqual(new Set(Object.keys(SETTINGS)));
  });

  for (const [name, { bad, good }] of Object.entries(CASES) as [SettingName, { bad: string; good: string }][]) {
    it(`${name}: refuses ${JSON.stringify(bad)} in one line that says what it accepts, takes ${JSON.stringify(good)}`, () => {
      const line = refusal({ [name]: bad });
      expect(line.split('\n')).toHaveLength(1);
      expect(line).toContain(`${name}=`);
      expect(line).toContain(SETTINGS[name].accepts);
      expect(() => loadConfig({ [name]: good })).not.toThrow();
    });
  }

  it('shows a URL without its password, a secret not at all, and an empty value as unset', () => {
    const db = refusal({ DATABASE_URL: 'postgres://fw:hunter2@db:notaport/fieldwatch' });
    expect(db).toContain('postgres://fw:***@db:notaport/fieldwatch');
    expect(db).not.toContain('hunter2');
    expect(refusal({ SMTP_URL: 'mailer:hunter2@smtp.example.com' })).not.toContain('hunter2');
    expect(refusal({ SMS_TOKEN: 'hunter2\n' })).not.toContain('hunter2');
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: null });
  });

  it('names every wrong setting in the same line', () => {
    const line = refusal({ PORT: '-1', LOG_LEVEL: 'loud', HOST: '127.0.0.1' });
    expect(line.split('\n')).toHaveLength(1);
    expect(line).toMatch(/PORT="-1".*LOG_LEVEL="loud"/);
    expect(line).not.toContain('HOST');
  });

  it('checks DATA_DIR where npm was started, as it is used', () => {
    const base = path.dirname(aFile);
    expect(refusal({ INIT_CWD: base, DATA_DIR: 'not-a-folder' })).toContain(`DATA_DIR="${aFile}"`);
    expect(loadConfig({ INIT_CWD: base, DATA_DIR: 'data' }).dataDir).toBe(path.join(base, 'data'));
  });

  it('keeps the config the rest of the server reads', () => {
    const c = loadConfig({
      PORT: '9000',
      MQTT_URL: 'mqtt://broker:1883',
      MQTT_PORT: '1884',
      MQTT_CLIENT_ID: 'fw-1',
      TRUST_PROXY: 'loopback',
    });
    expect(c).toMatchObject({
      port: 9000,
      publicUrl: 'http://localhost:9000',
      mqttPort: null,
      mqttPortExplicit: true,
      mqttClientId: 'fw-1',
      trustProxy: ['loopback'],
    });
    expect(loadConfig({ MQTT_PORT: 'off' }).mqttPort).toBeNull();
    expect(loadConfig({}).mqttPort).toBe(1883);
  });

  it('stops the server before it opens anything: exit status 1 and one line', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), MQTT_PORT: 'abc', DATA_DIR: path.dirname(aFile) });
    const code = await new Promise((resolve) =>
      server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', resolve),
    );
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(
      '[fieldwatch] Invalid setting: MQTT_PORT="abc" is not valid: expected off or a port number from 0 to 65535',
    );
    expect(fs.existsSync(path.join(path.dirname(aFile), 'pg'))).toBe(false);
  });
});
