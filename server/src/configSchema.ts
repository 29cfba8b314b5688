import { statSync } from 'node:fs';
import net from 'node:net';
import { z } from 'zod';
import { isTimeZone } from '@fieldwatch/domain';
import { parseCorsOrigins, parseTrustProxy } from './configLists';
import { StartupRefusal } from './startupRefusal';

/**
 * The schema of every setting in the README's settings table. Each one is checked before anything starts (no
 * database, no port), so a wrong value stops the server with one line that names the variable, shows what it got
 * and says what it accepts, instead of failing later with an error from deep inside a library. An empty value
 * means the same as an unset one, as in most .env files.
 */

const port = (min: number) =>
  z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(65535));
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
const trueFalse = z.enum(['true', 'false']).transform((v) => v === 'true');

// RFC 1123 host names; IP literals are checked by node:net
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** `Name <address>` or a bare address, as nodemailer takes it. */
function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value.trim());
  return z.email().safeParse(named ? named[1] : value.trim()).success;
}

function accepted(parse: (v: string) => unknown): (v: string) => boolean {
  return (v) => {
    try {
      parse(v);
      return true;
    } catch {
      return false;
    }
  };
}

/** What each setting accepts, in the words of the error line; the keys are the schema's. */
export const SETTINGS = {
  PORT: { accepts: 'a port number from 0 to 65535', schema: port(0) },
  HOST: {
    accepts: 'an IP address or host name to listen on, such as 0.0.0.0, :: or 127.0.0.1',
    schema: z.string().refine((v) => net.isIP(v) !== 0 || HOST_NAME.test(v)),
  },
  DATA_DIR: {
    accepts: 'a folder (created if missing), not a file',
    schema: z.string().refine((v) => {
      try {
        return statSync(v).isDirectory();
      } catch {
        return true; // missing: the embedded database creates it
      }
    }),
  },
  DATABASE_URL: {
    accepts: 'a PostgreSQL URL such as postgres://user:password@host:5432/fieldwatch',
    schema: z.url({ protocol: /^postgres(ql)?$/ }),
  },
  DEMO_DATA: { accepts: 'true or false', schema: trueFalse },
  PUBLIC_URL: {
    accepts: 'an http or https URL such as https://monitor.example.com',
    schema: z.url({ protocol: /^https?$/, hostname: /./ }),
  },
  SMTP_URL: {
    accepts: 'an SMTP URL such as smtp://user:password@host:587 or smtps://host:465',
    schema: z.url({ protocol: /^smtps?$/, hostname: /./ }),
  },
  SMTP_FROM: { accepts: 'an e-mail address, optionally named: FieldWatch <no-reply@example.com>', schema: z.string().refine(isMailbox) },
  SMS_URL: { accepts: 'an http or https URL of the SMS endpoint', schema: z.url({ protocol: /^https?$/, hostname: /./ }) },
  SMS_TOKEN: { accepts: 'any text without line breaks', schema: z.string().regex(/^[^\r\n]+$/) },
  SMS_INBOUND_SECRET: { accepts: 'at least 16 characters without spaces or line breaks', schema: z.string().regex(/^\S{16,}$/) },
  MQTT_PORT: {
    accepts: 'off or a port number from 0 to 65535',
    schema: z.union([z.literal('off').transform(() => null), port(0)]),
  },
  MQTT_URL: {
    accepts: 'an MQTT broker URL such as mqtt://host:1883, mqtts://host:8883, ws://host/mqtt or wss://host/mqtt',
    schema: z.url({ protocol: /^(mqtts?|wss?|tcp|tls|ssl)$/, hostname: /./ }),
  },
  MQTT_CONNECTIONS: { accepts: 'a whole number from 1 to 1024', schema: wholeNumber(1, 1024) },
  MQTT_CLIENT_ID: {
    accepts: '1 to 100 letters, digits and . _ - : (each connection adds -n)',
    schema: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
  },
  ALARM_CACHE_DEVICES: { accepts: 'a whole number from 1 to 10000000', schema: wholeNumber(1, 10_000_000) },
  QUERY_SHARE_MS: { accepts: 'a whole number of milliseconds from 0 to 60000', schema: wholeNumber(0, 60_000) },
  SIMULATOR: { accepts: 'true or false', schema: trueFalse },
  DEFAULT_TIME_ZONE: { accepts: 'an IANA time zone such as America/Chicago or UTC', schema: z.string().refine(isTimeZone) },
  READINGS_HOT_DAYS: { accepts: 'a whole number of days from 1 to 365', schema: wholeNumber(1, 365) },
  READINGS_RETENTION_DAYS: { accepts: 'a whole number of days from 1 to 36500', schema: wholeNumber(1, 36500) },
  METRICS_TOKEN: { accepts: 'at least 12 characters without spaces or line breaks', schema: z.string().regex(/^\S{12,}$/) },
  LOG_LEVEL: {
    accepts: 'one of fatal, error, warn, info, debug, trace, silent',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  },
  CORS_ORIGINS: {
    accepts: 'origins such as https://ops.example.com, separated by commas',
    schema: z.string().refine(accepted(parseCorsOrigins)).transform(parseCorsOrigins),
  },
  TRUST_PROXY: {
    accepts: 'false, or proxy addresses and CIDR ranges (127.0.0.1,10.0.0.0/8, or loopback, linklocal, uniquelocal) separated by commas',
    schema: z.string().refine(accepted(parseTrustProxy)).transform(parseTrustProxy),
  },
} as const;

export type SettingName = keyof typeof SETTINGS;

/** Settings whose value may hold a secret: the error line shows their URL without the password, or nothing. */
const SECRET_SETTINGS: ReadonlySet<SettingName> = new Set(['SMS_TOKEN', 'SMS_INBOUND_SECRET', 'METRICS_TOKEN']);

const settingsSchema = z.object(
  Object.fromEntries(Object.entries(SETTINGS).map(([name, s]) => [name, s.schema.optional()])) as {
    [K in SettingName]: z.ZodOptional<(typeof SETTINGS)[K]['schema']>;
  },
);

export type Settings = z.output<typeof settingsSchema>;

/** A setting with a value the schema refuses; `message` is the whole line the server prints before exiting. */
export class SettingsError extends StartupRefusal {
  override name = 'SettingsError';
}

/** A value as the error line shows it: a URL's password replaced, secrets not shown, long values cut. */
function shownValue(name: SettingName, value: string): string {
  if (SECRET_SETTINGS.has(name)) return '(hidden)';
  let shown = value.replace(/:[^@/]*@/, ':***@'); // user:secret@host, in whatever form
  try {
    const u = new URL(value);
    if (u.password) {
      u.password = '***';
      shown = u.toString();
    }
  } catch {
    /* not a URL: the pattern above did what it could */
  }
  return JSON.stringify(shown.length > 120 ? `${shown.slice(0, 120)}...` : shown);
}

/** Parses the settings of `env`; throws a SettingsError naming every refused variable, all in one line. */
export function parseSettings(env: NodeJS.ProcessEnv): Settings {
  const given: Record<string, string> = {};
  for (const name of Object.keys(SETTINGS)) {
    const v = env[name];
    if (v !== undefined && v !== '') given[name] = v;
  }
  const result = settingsSchema.safeParse(given);
  if (result.success) return result.data;
  const names = [...new Set(result.error.issues.map((i) => String(i.path[0]) as SettingName))];
  const problems = names.map((n) => `${n}=${shownValue(n, given[n]!)} is not valid: expected ${SETTINGS[n].accepts}`);
  throw new SettingsError(`Invalid setting: ${problems.join('; ')}`);
}
