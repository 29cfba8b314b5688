import { formatPhone } from '@fieldwatch/domain';
import type { Config } from '../config';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { redactUrl } from '../ingest/externalBroker/externalBrokerIngest';

/** Tells a newcomer where the product is and how to sign in without any SMS or e-mail provider. */
export function printBanner(config: Config, where: { dataDir: string | null; mqttPort: number | null }): void {
  const embeddedDataDir = where.dataDir;
  const url = config.publicUrl;
  const lines = [
    '',
    `FieldWatch is running at ${url}`,
    `  GraphQL: ${url}/api/graphql   health: ${url}/api/health`,
    embeddedDataDir ? `  Database: embedded PostgreSQL, data in ${embeddedDataDir}` : '  Database: DATABASE_URL',
    where.mqttPort !== null
      ? `  Devices: MQTT on port ${where.mqttPort}, HTTP POST ${url}/api/devices/{id}/messages/{type} (docs/device-protocol.md)`
      : config.mqttUrl
        ? `  Devices: from the MQTT broker at ${redactUrl(config.mqttUrl)}`
        : '  Devices: HTTP only (MQTT_PORT=off)',
    '',
    ...(config.demoData
      ? [
          ...(config.production
            ? [
                "WARNING: DEMO_DATA=true in production: the demo accounts and devices below exist, and the demo devices' secrets",
                '  are derived from public code. Never expose this instance to the internet.',
                '',
              ]
            : []),
          'Sign in with one of these demo accounts (phone or e-mail):',
          ...DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(24)} ${formatPhone(a.phone).padEnd(16)} ${a.email}`),
          '',
        ]
      : []),
    config.smtpUrl || config.smsUrl
      ? 'PINs are sent through the configured SMTP / SMS provider.'
      : 'No SMS or e-mail provider is configured: each PIN is printed below as "[sms to ...] Your FieldWatch PIN is NNNN".',
    '',
  ];
  console.log(lines.join('\n'));
}
