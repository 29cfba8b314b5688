import { effectiveUnits } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/** As many as massUpdateProgress takes: a mass update list is typed by hand. */
const MAX_IDS = 2000;
const MAX_TAGS = 20;

/** The unit one device shows one sensor in. */
export interface MassUpdateUnit {
  deviceId: number;
  tag: string;
  unit: string;
}

/**
 * Beyond the spec: the display unit each listed device shows each named sensor in, so Update Devices can say in
 * which unit a value typed once is read on every device (the server converts thresholds per device, and rules are
 * kept in each device's unit). Devices the viewer may not change, and sensors a device lacks, are left out; more than
 * MAX_IDS devices or MAX_TAGS sensors answer BAD_INPUT.
 */
export async function massUpdateUnits(db: Db, viewer: Viewer, deviceIds: number[], tagNames: string[]): Promise<MassUpdateUnit[]> {
  if (deviceIds.length > MAX_IDS || tagNames.length > MAX_TAGS)
    throw new AppError('BAD_INPUT', { message: `At most ${MAX_IDS} devices and ${MAX_TAGS} sensors.` });
  const ids = [...new Set(deviceIds)];
  const tags = [...new Set(tagNames)];
  if (ids.length === 0 || tags.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .select(['tags.device_id', 'tags.tag', 'tags.display_units', 'devices.default_tag', 'devices.display_units as device_units'])
    .where('tags.device_id', 'in', ids)
    .where('tags.tag', 'in', tags)
    .where(deviceFilter(viewer, 'devices'))
    .orderBy('tags.device_id')
    .orderBy('tags.tag')
    .execute();
  return rows.map((r) => ({
    deviceId: Number(r.device_id),
    tag: r.tag,
    unit: effectiveUnits({ tag: r.tag, displayUnits: r.display_units }, { defaultTag: r.default_tag, displayUnits: r.device_units }),
  }));
}
