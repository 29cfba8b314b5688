import { isTimeZone } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { Viewer } from '../auth/viewer';
import { visibleTag } from '../auth/policy/tagAccess';
import { AppError } from '../errors/AppError';
import { countReadings } from '../device/readingsRange';
import { signSeriesLink } from '../tag/links/seriesLinkToken';
import type { ReadingsExportFormat } from './exportSource';

export interface ReadingsExportRequest {
  deviceId: number;
  tag: string;
  start: number | null;
  end: number | null;
  format: ReadingsExportFormat;
  /** The zone the device format writes dates in (the viewer's clock, as the page's download always did); default the site's. */
  timeZone: string | null;
}

export interface ReadingsExportLink {
  /** The readings of the range, counted now: the rows of the file (the sensor page's format may drop the ones its filters reject). */
  rows: number;
  url: string;
}

/** The download's path: the stream in the path, the range, format and zone as plain parameters, the signed token. */
export function readingsExportUrl(token: string, r: Omit<ReadingsExportRequest, 'end'> & { end: number }): string {
  const q = new URLSearchParams({ token });
  if (r.start !== null) q.set('start', String(r.start));
  q.set('end', String(r.end));
  q.set('format', r.format);
  if (r.timeZone) q.set('tz', r.timeZone);
  return `/api/export/${r.deviceId}/${encodeURIComponent(r.tag)}/readings.csv?${q.toString()}`;
}

/**
 * A download of every reading of a stream in a range (spec 2 §7), for a stream the viewer may see: how many rows it
 * has and a signed, hour-long link to it (the series links' token: user, device, tag, expiry), so the browser saves
 * it as a plain link, straight to disk. The range's end is fixed when asked, now at the latest, so what the device
 * measures afterwards stays out of the file; what it buffered and delivers later, with times inside the range, is in
 * it, so the file can hold a few more rows than counted here.
 */
export async function readingsExportLink(
  db: Db,
  signingKey: Uint8Array,
  viewer: Viewer,
  r: ReadingsExportRequest,
  nowSeconds = Date.now() / 1000,
): Promise<ReadingsExportLink> {
  const end = Math.min(r.end ?? Infinity, Math.floor(nowSeconds));
  if ((r.start !== null && r.start > end) || (r.timeZone !== null && !isTimeZone(r.timeZone))) throw new AppError('EXPORT_INPUT_INVALID');
  try {
    await visibleTag(db, viewer, r.deviceId, r.tag);
  } catch (err) {
    // one answer for a device out of reach and a stream it does not have
    if (err instanceof AppError) throw new AppError('DEVICE_NOT_FOUND');
    throw err;
  }
  const rows = await countReadings(db, { deviceId: r.deviceId, tag: r.tag, start: r.start, end });
  const token = signSeriesLink(signingKey, { userId: viewer.id, actorId: viewer.actorId, deviceId: r.deviceId, tag: r.tag }, nowSeconds);
  return { rows, url: readingsExportUrl(token, { ...r, end }) };
}
