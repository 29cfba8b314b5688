import type { Db } from '../db/connection';
import { desiredSettingsMany } from './desiredSettingsMany';

export interface SettingsDeliveryState {
  deviceId: number;
  /**
   * applied: the device reported the current version back (`config_version`); delivered: the device's own client
   * acknowledged the current version (MQTT PUBACK of the retained downlink, or an HTTP answer carrying it) but has not
   * reported it yet; pending: neither (offline, or the change is newer than anything the device received).
   */
  state: 'pending' | 'delivered' | 'applied';
  desiredVersion: string;
  /** Epoch seconds the current version was delivered, null if it was not (yet). */
  deliveredAt: number | null;
  /** Epoch seconds of the device's report of the current version, null if it has not reported it. */
  appliedAt: number | null;
}

const seconds = (d: Date | null | undefined) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * Where each device's current settings downlink is on its way to the device. Unknown ids are left out; the answer
 * follows the order of `deviceIds`. Five queries whatever the number of devices.
 */
export async function settingsDeliveryState(db: Db, deviceIds: number[]): Promise<SettingsDeliveryState[]> {
  const ids = [...new Set(deviceIds)].filter((id) => Number.isSafeInteger(id));
  if (ids.length === 0) return [];
  const [known, desired, delivered, reported] = await Promise.all([
    db.selectFrom('devices').select('id').where('id', 'in', ids).execute(),
    desiredSettingsMany(db, ids),
    db.selectFrom('settings_delivery').select(['device_id', 'version', 'delivered_at']).where('device_id', 'in', ids).execute(),
    db
      .selectFrom('device_settings')
      .select(['device_id', 'reported_value', 'reported_time'])
      .where('device_id', 'in', ids)
      .where('key', '=', 'config_version')
      .execute(),
  ]);
  const exists = new Set(known.map((r) => Number(r.id)));
  const deliveredOf = new Map(delivered.map((r) => [Number(r.device_id), r]));
  const reportedOf = new Map(reported.map((r) => [Number(r.device_id), r]));
  const out: SettingsDeliveryState[] = [];
  for (const deviceId of ids) {
    if (!exists.has(deviceId)) continue;
    const desiredVersion = desired.get(deviceId)!.version;
    const d = deliveredOf.get(deviceId);
    const r = reportedOf.get(deviceId);
    const deliveredAt = d && d.version === desiredVersion ? seconds(d.delivered_at) : null;
    const appliedAt = r && r.reported_value === desiredVersion ? seconds(r.reported_time) : null;
    const state = appliedAt !== null ? 'applied' : deliveredAt !== null ? 'delivered' : 'pending';
    out.push({ deviceId, state, desiredVersion, deliveredAt, appliedAt });
  }
  return out;
}
