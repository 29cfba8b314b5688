import { joinComment, nearestReadingTime, type TimedComment } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { nearestReadingSql } from '../db/readingsBetween';
import type { ReadingsRange } from './readingsRange';

export interface RangeComments {
  /** The device's comments of the range, in time order: the table's commentTimes and comments. */
  times: number[];
  comments: string[];
  /** Each reading's comments (its time in epoch ms → the text, several joined), by the nearest-reading rule. */
  byReading: Map<number, string>;
}

/**
 * The device's comments in the range, each attached to the stream's reading nearest in time (domain
 * nearestReadingTime: the same rule as readingRows), found by a few index lookups per comment (nearestReadingSql): so a page of the table,
 * sorted any way, and a streamed download show each comment on the same row. Comments are few; readings are not.
 */
export async function rangeComments(db: Db, r: ReadingsRange): Promise<RangeComments> {
  const from = r.start === null ? null : new Date(r.start * 1000);
  const to = r.end === null ? null : new Date(r.end * 1000);
  const inRange = (col: string) =>
    sql.join([sql`true`, ...(from ? [sql`${sql.ref(col)} >= ${from}`] : []), ...(to ? [sql`${sql.ref(col)} <= ${to}`] : [])], sql` AND `);
  const rows = await sql<{ ms: number; comment: string; before: number | null; after: number | null }>`
    SELECT floor(extract(epoch FROM c.time) * 1000)::float8 AS ms, c.comment,
      (SELECT floor(extract(epoch FROM b.time) * 1000)::float8
         FROM ${nearestReadingSql(r.deviceId, r.tag, sql`c.time`, 'before', true, from, to)} b) AS before,
      (SELECT floor(extract(epoch FROM a.time) * 1000)::float8
         FROM ${nearestReadingSql(r.deviceId, r.tag, sql`c.time`, 'after', false, from, to)} a) AS after
    FROM comments c
    WHERE c.device_id = ${r.deviceId} AND ${inRange('c.time')}
    ORDER BY c.time, c.id`.execute(db);
  const byReading = new Map<number, string>();
  for (const c of rows.rows) {
    const at = nearestReadingTime(c.ms, c.before, c.after);
    if (at !== null) byReading.set(at, joinComment(byReading.get(at) ?? '', c.comment));
  }
  return { times: rows.rows.map((c) => c.ms / 1000), comments: rows.rows.map((c) => c.comment), byReading };
}

/**
 * The device's comments from a second before the range to a second after it, in time order (epoch seconds): all the
 * sensor page's Table tab can show beside a reading of the range (tableRowComment: within a second).
 */
export async function commentsAround(db: Db, r: ReadingsRange): Promise<TimedComment[]> {
  let q = db
    .selectFrom('comments')
    .select([sql<number>`extract(epoch FROM time)::float8`.as('time'), 'comment'])
    .where('device_id', '=', r.deviceId);
  if (r.start !== null) q = q.where('time', '>', new Date((r.start - 1) * 1000));
  if (r.end !== null) q = q.where('time', '<', new Date((r.end + 1) * 1000));
  return q.orderBy('comments.time').orderBy('id').execute();
}
