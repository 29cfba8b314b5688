import type { Db } from '../db/connection';
import { desiredSettingsMany, type Downlink } from './desiredSettingsMany';

export type { Downlink } from './desiredSettingsMany';

/** The settings downlink of one device (see desiredSettingsMany). */
export async function desiredSettings(db: Db, deviceId: number): Promise<Downlink> {
  return (await desiredSettingsMany(db, [deviceId])).get(deviceId)!;
}
