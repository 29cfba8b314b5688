import { sql } from 'kysely';
import type { Db } from '../db/connection';

/**
 * The PostgreSQL channel on which changes to a tag's alarm configuration are announced, so that every server
 * process drops its cached copy. Payload: '<deviceId>:<tag>', or '<deviceId>' for every tag of the device.
 * Migration 007's triggers announce every change to thresholds, rules, display units, calibrations and flags;
 * `announceAlarmConfigChange` is for anything they cannot see. The same channel carries 'offline:<deviceId>' when a
 * device's offline alarm is raised (migration 042), for the engine's OfflineCandidates.
 */
export const ALARM_CONFIG_CHANNEL = 'alarm_config';

function alarmConfigPayload(deviceId: number, tag?: string): string {
  return tag === undefined ? String(deviceId) : `${deviceId}:${tag}`;
}

const OFFLINE_PREFIX = 'offline:';

export type AlarmChannelMessage = { deviceId: number; tag?: string; offline?: false } | { deviceId: number; offline: true };

export function parseAlarmConfigPayload(payload: string): AlarmChannelMessage | null {
  if (payload.startsWith(OFFLINE_PREFIX)) {
    const id = Number(payload.slice(OFFLINE_PREFIX.length));
    return Number.isSafeInteger(id) && id > 0 ? { deviceId: id, offline: true } : null;
  }
  const i = payload.indexOf(':');
  const id = Number(i < 0 ? payload : payload.slice(0, i));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return i < 0 ? { deviceId: id } : { deviceId: id, tag: payload.slice(i + 1) };
}

/** Announces a change (sent at COMMIT of the caller's transaction, dropped on ROLLBACK). */
export async function announceAlarmConfigChange(db: Db, deviceId: number, tag?: string): Promise<void> {
  await sql`SELECT pg_notify(${ALARM_CONFIG_CHANNEL}, ${alarmConfigPayload(deviceId, tag)})`.execute(db);
}
