import net from 'node:net';
import path from 'node:path';

/** Environment → typed config. Relative paths resolve against the folder npm was started from. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  webDist: string;
  /** Seed the demo data into an empty database. */
  demoData: boolean;
  smtpUrl: string | null;
  smtpFrom: string;
  smsUrl: string | null;
  smsToken: string | null;
  logLevel: string;
  production: boolean;
  /** Port of the embedded MQTT broker; null: the broker is off (MQTT_PORT=off). */
  mqttPort: number | null;
  /** MQTT_PORT was given: a busy port is then an error, not a reason to pick another. */
  mqttPortExplicit: boolean;
  /** An external broker to take device messages from (shared subscription) instead of the embedded one. */
  mqttUrl: string | null;
  /** With mqttUrl: connections of this process to the broker, each one message in flight (DESIGN.md §6). */
  mqttConnections: number;
  /** Run the demo device simulator inside the server (npm start in demo mode). */
  simulator: boolean;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): false (the default: the peer address is the client), or
   * the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | string[];
  /** Origins (scheme://host[:port]) whose pages may call the API with credentials (CORS_ORIGINS); none by default. */
  corsOrigins: string[];
  /** With it, GET /metrics answers only `Authorization: Bearer <metricsToken>` (METRICS_TOKEN); open without it. */
  metricsToken: string | null;
  /** Extra postgres -c settings for the embedded database (tests turn fsync off). */
  embeddedPgSettings: Record<string, string>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = env.INIT_CWD ?? process.cwd();
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? '0.0.0.0';
  const mqttConnections = Number(env.MQTT_CONNECTIONS ?? 64);
  if (!Number.isInteger(mqttConnections) || mqttConnections < 1 || mqttConnections > 1024) throw new Error(`MQTT_CONNECTIONS must be a whole number from 1 to 1024, got ${env.MQTT_CONNECTIONS}`);
  return {
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    port,
    host,
    dataDir: path.resolve(base, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: path.resolve(repoRoot, 'web/dist'),
    // demo data (public demo secrets, demo super users) only where asked for: in production only with DEMO_DATA=true
    demoData: demoDataOf(env),
    smtpUrl: env.SMTP_URL || null,
    smtpFrom: env.SMTP_FROM ?? 'FieldWatch <no-reply@fieldwatch.local>',
    smsUrl: env.SMS_URL || null,
    smsToken: env.SMS_TOKEN || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || null,
    production: env.NODE_ENV === 'production',
    embeddedPgSettings: {},
    mqttPort: env.MQTT_PORT === 'off' || env.MQTT_URL ? null : Number(env.MQTT_PORT ?? 1883),
    mqttPortExplicit: env.MQTT_PORT !== undefined,
    mqttUrl: env.MQTT_URL || null,
    mqttConnections,
    simulator: env.SIMULATOR !== undefined ? env.SIMULATOR !== 'false' : demoDataOf(env),
  };
}

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, empty or 'false' trusts no proxy (a client cannot choose its address with X-Forwarded-For);
 * otherwise a comma-separated list of the proxies' addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`, or the
 * names loopback, linklocal, uniquelocal): X-Forwarded-For is believed only from them.
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  const list = v.split(',').map((x) => x.trim()).filter(Boolean);
  for (const entry of list) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address, bits, ...rest] = entry.split('/');
    const family = net.isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsOk || rest.length) {
      throw new Error(`TRUST_PROXY must be false or proxy addresses/CIDR ranges separated by commas, got ${value}`);
    }
  }
  return list;
}

/** CORS_ORIGINS: a comma-separated list of origins (https://ops.example.com); empty means same-origin only. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const list = (value ?? '').split(',').map((x) => x.trim()).filter(Boolean);
  for (const o of list) {
    let ok = false;
    try {
      const u = new URL(o);
      ok = (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === o;
    } catch {
      ok = false;
    }
    if (!ok) throw new Error(`CORS_ORIGINS must be origins like https://ops.example.com separated by commas, got ${value}`);
  }
  return list;
}

/** DEMO_DATA: 'true' or 'false'; unset means true, except with NODE_ENV=production, where demo data must be asked for. */
export function demoDataOf(env: NodeJS.ProcessEnv): boolean {
  if (env.DEMO_DATA === undefined || env.DEMO_DATA === '') return env.NODE_ENV !== 'production';
  return env.DEMO_DATA === 'true';
}
