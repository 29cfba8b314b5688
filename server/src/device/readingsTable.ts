import type { Db } from '../db/connection';

/** A table of more rows than this is no use on screen and too big for a browser download. */
export const READINGS_TABLE_LIMIT = 50_000;

export interface ReadingsTable {
  tag: string;
  times: number[];
  values: number[];
  temps: (number | null)[];
  commentTimes: number[];
  comments: string[];
  truncated: boolean;
}

/** Raw readings of one stream in a range, newest first, columnar; and the device's comments in that range. */
export async function readingsTable(
  db: Db,
  deviceId: number,
  tag: string,
  start: number | null,
  end: number | null,
): Promise<ReadingsTable> {
  let q = db.selectFrom('readings').select(['time', 'value', 'temp']).where('device_id', '=', deviceId).where('tag', '=', tag);
  let c = db.selectFrom('comments').select(['time', 'comment']).where('device_id', '=', deviceId);
  if (start !== null) {
    q = q.where('time', '>=', new Date(start * 1000));
    c = c.where('time', '>=', new Date(start * 1000));
  }
  if (end !== null) {
    q = q.where('time', '<=', new Date(end * 1000));
    c = c.where('time', '<=', new Date(end * 1000));
  }
  const [rows, comments] = await Promise.all([
    q
      .orderBy('time', 'desc')
      .limit(READINGS_TABLE_LIMIT + 1)
      .execute(),
    c.orderBy('time').execute(),
  ]);
  const truncated = rows.length > READINGS_TABLE_LIMIT;
  if (truncated) rows.pop();
  return {
    tag,
    times: rows.map((r) => r.time.getTime() / 1000),
    values: rows.map((r) => r.value),
    temps: rows.map((r) => r.temp),
    commentTimes: comments.map((r) => r.time.getTime() / 1000),
    comments: comments.map((r) => r.comment),
    truncated,
  };
}
