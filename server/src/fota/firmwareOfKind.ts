import { splitFirmware } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/**
 * The firmware image with this signature when its name makes it the wanted kind (spec 3 §3: application or
 * generic for application images, relocate for relocate images); UNKNOWN_FIRMWARE otherwise.
 */
export async function firmwareOfKind(db: Db, crcId: unknown, kind: 'application' | 'relocate'): Promise<string> {
  if (typeof crcId !== 'string' || crcId.trim() === '' || crcId.length > 64) throw new AppError('UNKNOWN_FIRMWARE');
  const row = await db.selectFrom('firmware_images').select(['name', 'crc_id']).where('crc_id', '=', crcId.trim()).executeTakeFirst();
  if (!row || splitFirmware([row])[kind].length === 0) throw new AppError('UNKNOWN_FIRMWARE');
  return row.crc_id;
}
