import { FOTA_SETTING_KEYS } from '@fieldwatch/domain';
import type { Db } from '../db/connection';

/** The FOTA keys' desired values Clear Fota cleared: what its undo puts back. */
export interface FotaSnapshot {
  settings: { key: string; desired_value: string; desired_time: string | null }[];
}

/** Reads the FOTA keys that hold a desired value, before Clear Fota clears them (under the device's row lock). */
export async function snapshotFota(trx: Db, deviceId: number): Promise<FotaSnapshot> {
  const rows = await trx
    .selectFrom('device_settings')
    .select(['key', 'desired_value', 'desired_time'])
    .where('device_id', '=', deviceId)
    .where('key', 'in', [...FOTA_SETTING_KEYS])
    .where('desired_value', 'is not', null)
    .orderBy('key')
    .execute();
  return {
    settings: rows.map((r) => ({
      key: r.key,
      desired_value: r.desired_value!,
      desired_time: r.desired_time === null ? null : new Date(r.desired_time).toISOString(),
    })),
  };
}

/**
 * Asks the device again for the firmware it was told to fetch: each cleared key gets its desired value and time back,
 * unless a new value was chosen since (the newer choice wins: an undo never overwrites a later decision).
 */
export async function restoreFota(trx: Db, deviceId: number, s: FotaSnapshot): Promise<void> {
  for (const r of s.settings) {
    await trx
      .updateTable('device_settings')
      .set({ desired_value: r.desired_value, desired_time: r.desired_time === null ? null : new Date(r.desired_time) })
      .where('device_id', '=', deviceId)
      .where('key', '=', r.key)
      .where('desired_value', 'is', null)
      .execute();
  }
}
