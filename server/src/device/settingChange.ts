import type { Db } from '../db/connection';

export interface SettingChange {
  key: string;
  value: string;
}

/** Writes desired values; the device learns about them through the settings downlink (DESIGN.md §4). */
export async function writeDesiredSettings(trx: Db, deviceId: number, changes: SettingChange[]): Promise<void> {
  if (changes.length === 0) return;
  const now = new Date();
  await trx
    .insertInto('device_settings')
    .values(changes.map((c) => ({ device_id: deviceId, key: c.key, desired_value: c.value, desired_time: now })))
    .onConflict((oc) =>
      oc.columns(['device_id', 'key']).doUpdateSet((eb) => ({
        desired_value: eb.ref('excluded.desired_value'),
        desired_time: eb.ref('excluded.desired_time'),
      })),
    )
    .execute();
}
