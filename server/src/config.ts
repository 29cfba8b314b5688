import path from 'node:path';
import { DEFAULT_CACHE_DEVICES } from './alarms/alarmCacheSize';
import { parseSettings } from './configSchema';
import { SHARED_ANSWER_TTL_MS } from './util/sharedAnswers';

export { parseCorsOrigins, parseTrustProxy } from './configLists';
export { SettingsError } from './configSchema';

/** Environment → typed config (the settings table of the README). Relative paths resolve against the folder npm was started from. */
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
  /** The shared secret that signs SMS replies posted to /api/sms/inbound (for Twilio: the Auth Token); null: the route is off. */
  smsInboundSecret: string | null;
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
  /** With mqttUrl: this process's stable client id (MQTT_CLIENT_ID); null: fieldwatch-{hostname}. */
  mqttClientId: string | null;
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
  /** The site zone of companies that have not chosen one (DEFAULT_TIME_ZONE; UTC by default). */
  defaultTimeZone: string;
  /** Days of raw readings kept one row per reading before compaction packs them by day (READINGS_HOT_DAYS; 2). */
  readingsHotDays: number;
  /** Raw readings older than this many days are deleted, rollups kept (READINGS_RETENTION_DAYS); null: forever. */
  readingsRetentionDays: number | null;
  /** How many devices' alarm configurations the alarm engine keeps in memory at most (ALARM_CACHE_DEVICES). */
  alarmCacheDevices: number;
  /** How long one viewer's identical queries share an answer (QUERY_SHARE_MS; 0: only while it is being read). */
  queryShareMs: number;
  /** Extra postgres -c settings for the embedded database (tests turn fsync off). */
  embeddedPgSettings: Record<string, string>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Reads the settings of `env` (every one checked by configSchema.ts first: a wrong value throws a SettingsError
 * whose message is the one line to print) into the config the rest of the server uses.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = env.INIT_CWD ?? process.cwd();
  // checked where it will be used: npm runs the server in its workspace folder, not where npm was started
  const s = parseSettings({ ...env, DATA_DIR: env.DATA_DIR ? path.resolve(base, env.DATA_DIR) : env.DATA_DIR });
  const port = s.PORT ?? 8080;
  const demoData = demoDataOf(env);
  return {
    trustProxy: s.TRUST_PROXY ?? false,
    corsOrigins: s.CORS_ORIGINS ?? [],
    port,
    host: s.HOST ?? '0.0.0.0',
    dataDir: s.DATA_DIR ?? path.resolve(base, 'data'),
    databaseUrl: s.DATABASE_URL ?? null,
    publicUrl: s.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: path.resolve(repoRoot, 'web/dist'),
    // demo data (public demo secrets, demo super users) only where asked for: in production only with DEMO_DATA=true
    demoData,
    smtpUrl: s.SMTP_URL ?? null,
    smtpFrom: s.SMTP_FROM ?? 'FieldWatch <no-reply@fieldwatch.local>',
    smsUrl: s.SMS_URL ?? null,
    smsToken: s.SMS_TOKEN ?? null,
    smsInboundSecret: s.SMS_INBOUND_SECRET ?? null,
    logLevel: s.LOG_LEVEL ?? 'info',
    metricsToken: s.METRICS_TOKEN ?? null,
    defaultTimeZone: s.DEFAULT_TIME_ZONE ?? 'UTC',
    readingsHotDays: s.READINGS_HOT_DAYS ?? 2,
    readingsRetentionDays: s.READINGS_RETENTION_DAYS ?? null,
    alarmCacheDevices: s.ALARM_CACHE_DEVICES ?? DEFAULT_CACHE_DEVICES,
    queryShareMs: s.QUERY_SHARE_MS ?? SHARED_ANSWER_TTL_MS,
    production: isProduction(env),
    embeddedPgSettings: {},
    mqttPort: s.MQTT_URL ? null : s.MQTT_PORT === undefined ? 1883 : s.MQTT_PORT,
    mqttPortExplicit: s.MQTT_PORT !== undefined,
    mqttUrl: s.MQTT_URL ?? null,
    mqttConnections: s.MQTT_CONNECTIONS ?? 64,
    mqttClientId: s.MQTT_CLIENT_ID ?? null,
    simulator: s.SIMULATOR ?? demoData,
  };
}

function isProduction(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV === 'production';
}

/** DEMO_DATA: 'true' or 'false'; unset means true, except with NODE_ENV=production, where demo data must be asked for. */
export function demoDataOf(env: NodeJS.ProcessEnv): boolean {
  return parseSettings({ DEMO_DATA: env.DEMO_DATA }).DEMO_DATA ?? !isProduction(env);
}
