import { calibrationSourceTag, deviceTimeZone } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { CalibrationRow, DeviceRow, TagRow } from '../db/rows';
import type { Viewer } from '../auth/viewer';
import { visibleDevice, visibleTag } from '../auth/policy/tagAccess';
import { latestCalibrationsByTag, tagKey } from '../loaders/batchReads';

/** The two downloads of a stream: the device page's readings table (spec 2 §2.1) and the sensor page's Table tab (§2.2). */
export const READINGS_EXPORT_FORMATS = ['device', 'tag'] as const;
export type ReadingsExportFormat = (typeof READINGS_EXPORT_FORMATS)[number];

/** What a download of one stream is written from: the tag and device as the viewer may see them, and its calibration. */
export interface ExportSource {
  tag: TagRow;
  device: DeviceRow;
  /** The stream's newest calibration (a production counter's: its turbine's), with its tank's strap. */
  calibration: CalibrationRow | null;
  /** The device's site time zone (domain deviceTimeZone). */
  siteZone: string;
}

/**
 * The stream if the viewer may see its device, with what its values are shown through; the policy's NOT_FOUND
 * ('Device not found.') for anything else, so another company's device looks absent.
 */
export async function exportSource(db: Db, viewer: Viewer, deviceId: number, tagCode: string, defaultZone: string): Promise<ExportSource> {
  const [tag, device] = await Promise.all([visibleTag(db, viewer, deviceId, tagCode), visibleDevice(db, viewer, deviceId)]);
  const [[calibration], company] = await Promise.all([
    latestCalibrationsByTag(db)([tagKey(deviceId, calibrationSourceTag(tagCode))]),
    device.company_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('companies').select('time_zone').where('id', '=', device.company_id).executeTakeFirst(),
  ]);
  return { tag, device, calibration: calibration ?? null, siteZone: deviceTimeZone(device.time_offset, company?.time_zone, defaultZone) };
}
