import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { visibleTagQuery } from '../auth/policy/visibleTagQuery';
import type { Db } from '../db/connection';
import { dbPool } from '../db/dbPool';
import { firstTimeColumn } from './firstTimeColumn';
import { tagAbsence } from '../auth/policy/tagAccess';
import type { CommentShape, UserDataShape } from './annotations';
import type { TagSettingsRow } from './tagSettingsRow';

/** The sensor page's tag row with what its fields would otherwise each ask the database for. */
export type TagPageRow = TagSettingsRow & {
  /** Epoch seconds of the tag's first daily rollup: where an unbounded range starts; null when not asked or none. */
  first_time: number | null;
  /** Every tag code of the device, sorted (the additional-sensor selector, the additional series). */
  device_tags: string[];
  /** The device's graph comments and the tag's user data, oldest first (as deviceComments and tagUserData). */
  comments: CommentShape[];
  user_data: UserDataShape[];
};

/**
 * The tag row if the viewer may see its device (the policy's device filter; else `tagAbsence`), read together
 * with the device's tag codes, its comments and user data and, for an unbounded range, the tag's first reading: one
 * round trip where the page's query used five, two of them one after the other (the sensor page's target: GetTag under 20 ms).
 */
export async function visibleTagPageRow(db: Db, viewer: Viewer, deviceId: number, tag: string, withFirst: boolean): Promise<TagPageRow> {
  // prepared (one shape per kind of viewer): the policy filter and four subqueries are planned once per connection
  const query = visibleTagQuery(db, viewer, deviceId, tag)
    .select(firstTimeColumn(withFirst))
    .select(sql<string[]>`ARRAY(SELECT o.tag FROM tags o WHERE o.device_id = tags.device_id ORDER BY o.tag)`.as('device_tags'))
    .select(
      sql<
        CommentShape[]
      >`(SELECT coalesce(json_agg(json_build_object('id', c.id, 'deviceId', c.device_id, 'time', extract(epoch FROM c.time)::float8, 'comment', c.comment) ORDER BY c.time, c.id), '[]'::json)
        FROM comments c WHERE c.device_id = tags.device_id)`.as('comments'),
    )
    .select(
      sql<
        UserDataShape[]
      >`(SELECT coalesce(json_agg(json_build_object('deviceId', u.device_id, 'tag', u.tag, 'time', extract(epoch FROM u.time)::float8, 'value', u.value) ORDER BY u.time), '[]'::json)
        FROM user_data u WHERE u.device_id = tags.device_id AND u.tag = tags.tag)`.as('user_data'),
    )
    .compile();
  const [row] = await dbPool.prepared(db, 'fw_tagpage', query);
  if (!row) throw await tagAbsence(db, viewer, deviceId);
  return row;
}
