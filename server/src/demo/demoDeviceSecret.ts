import { createHash, createHmac } from 'node:crypto';

/**
 * The transport secret of a demo device. Only demo devices use a secret derivable from their id, so that the
 * device simulator and the README can talk to the seeded fleet without reading the database; devices made by a
 * purchase order get a random secret.
 */
export function demoDeviceSecret(deviceId: number): string {
  return createHmac('sha256', 'fieldwatch-demo').update(String(deviceId)).digest('hex');
}

/** What `devices.secret_hash` holds for a secret. */
export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
