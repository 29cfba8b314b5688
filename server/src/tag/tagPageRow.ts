import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { TagSettingsRow } from './tagSettingsRow';

/** The sensor page's tag row with what its fields would otherwise each ask the database for. */
export type TagPageRow = TagSettingsRow & {
  /** Epoch seconds of the tag's first daily rollup: where an unbounded range starts; null when not asked or none. */
  first_time: number | null;
  /** Every tag code of the device, sorted (the additional-sensor selector, the additional series). */
  device_tags: string[];
};

/**
 * The tag row if the viewer may see its device (the policy's device filter; NOT_FOUND otherwise), read together
 * with the device's tag codes and, for an unbounded range, the tag's first reading: one round trip where the page's
 * query used three one after another (issue 6, GetTag under 20 ms).
 */
export async function visibleTagPageRow(db: Db, viewer: Viewer, deviceId: number, tag: string, withFirst: boolean): Promise<TagPageRow> {
  const row = await db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .selectAll('tags')
    .select(
      withFirst
        ? sql<number | null>`(SELECT extract(epoch FROM min(d.bucket))::float8 FROM readings_daily d WHERE d.device_id = tags.device_id AND d.tag = tags.tag)`.as('first_time')
        : sql<null>`NULL::float8`.as('first_time'),
    )
    .select(sql<string[]>`ARRAY(SELECT o.tag FROM tags o WHERE o.device_id = tags.device_id ORDER BY o.tag)`.as('device_tags'))
    .where('tags.device_id', '=', deviceId)
    .where('tags.tag', '=', tag)
    .where(deviceFilter(viewer, 'devices'))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', { message: 'Device not found.' });
  return row;
}
