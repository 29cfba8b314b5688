/** The columns the device page's readings table sorts by (spec 2 §4.1: date, main column, additional column). */
export const READINGS_SORTS = ['time', 'value', 'temp'] as const;
export type ReadingsSort = (typeof READINGS_SORTS)[number];

/**
 * Where a page of the readings table ends, for the next page to start after it (keyset paging on the sort column and
 * the time, which is unique within a stream): the sort it was made for, the row's sort value (null for a reading
 * without a temperature) and its time in epoch microseconds.
 */
export interface ReadingsCursor {
  sort: ReadingsSort;
  descending: boolean;
  key: number | null;
  us: number;
}

/** Opaque to clients: base64url of a small JSON array. */
export function encodeReadingsCursor(c: ReadingsCursor): string {
  return Buffer.from(JSON.stringify([c.sort, c.descending ? 1 : 0, c.key, c.us])).toString('base64url');
}

/** The cursor, or null when the text is not one this server made (the caller refuses it). */
export function decodeReadingsCursor(text: string): ReadingsCursor | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return null;
  const [sort, descending, key, us] = parts as unknown[];
  if (!READINGS_SORTS.includes(sort as ReadingsSort) || (descending !== 0 && descending !== 1)) return null;
  if (key !== null && (typeof key !== 'number' || !Number.isFinite(key))) return null;
  if (typeof us !== 'number' || !Number.isSafeInteger(us)) return null;
  if (sort !== 'temp' && key === null) return null;
  return { sort: sort as ReadingsSort, descending: descending === 1, key, us };
}
