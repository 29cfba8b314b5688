import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import { findVisibleDevice } from '../auth/policy/deviceAccess';
import { AppError } from '../errors/AppError';
import { rangeComments } from './readingComments';
import { decodeReadingsCursor, type ReadingsSort } from './readingsCursor';
import { readingsPage } from './readingsPage';
import type { ReadingsRange } from './readingsRange';

/** A call without `first` (integrations written before paging) gets up to this many readings, as it always did. */
export const READINGS_TABLE_LIMIT = 50_000;
/** The most readings one page of the table may ask for. */
export const READINGS_PAGE_MAX = 500;

export interface ReadingsTableArgs {
  deviceId: number;
  tag: string;
  start: number | null;
  end: number | null;
  first: number | null;
  after: string | null;
  sort: ReadingsSort;
  descending: boolean;
}

export interface ReadingsTable {
  range: ReadingsRange;
  tag: string;
  times: number[];
  values: number[];
  temps: (number | null)[];
  /** The comments of the range, and each row's own (by the nearest-reading rule, '' for none). */
  commentTimes: number[];
  comments: string[];
  rowComments: string[];
  endCursor: string | null;
  /** A call without `first` that matched more than READINGS_TABLE_LIMIT readings. */
  truncated: boolean;
}

/**
 * The device page's readings table (spec 2 §2.1, §4.1): a page of one stream's readings in the range, sorted by the
 * server, each row with its comments. For a device the viewer may see; any other answers 'Device not found.'.
 */
export async function readingsTable(db: Db, viewer: Viewer, a: ReadingsTableArgs): Promise<ReadingsTable> {
  if (a.first !== null && (!Number.isInteger(a.first) || a.first < 1 || a.first > READINGS_PAGE_MAX))
    throw new AppError('READINGS_PAGE_INVALID');
  const after = a.after === null ? null : decodeReadingsCursor(a.after);
  if (a.after !== null && (!after || after.sort !== a.sort || after.descending !== a.descending))
    throw new AppError('READINGS_PAGE_INVALID');
  if (!(await findVisibleDevice(db, viewer, a.deviceId))) throw new AppError('DEVICE_NOT_FOUND');
  const range: ReadingsRange = { deviceId: a.deviceId, tag: a.tag, start: a.start, end: a.end };
  const [page, comments] = await Promise.all([
    readingsPage(db, { ...range, sort: a.sort, descending: a.descending, after, limit: a.first ?? READINGS_TABLE_LIMIT }),
    rangeComments(db, range),
  ]);
  return {
    range,
    tag: a.tag,
    times: page.times,
    values: page.values,
    temps: page.temps,
    commentTimes: comments.times,
    comments: comments.comments,
    rowComments: page.keys.map((k) => comments.byReading.get(k) ?? ''),
    endCursor: page.endCursor,
    truncated: a.first === null && page.endCursor !== null,
  };
}
