import type { Viewer } from '../../auth/viewer';
import { signSeriesLink } from './seriesLinkToken';

/**
 * temp: the sensor temperature carried with the tag's own readings (its Sensor Temperature additional sensor);
 * avgtemp: their daily means (averageTempData).
 */
export const SERIES_LINK_KINDS = ['data', 'fourier', 'sf6', 'temp', 'avgtemp'] as const;
export type SeriesLinkKind = (typeof SERIES_LINK_KINDS)[number];

export interface LinkRange {
  start: number | null;
  end: number | null;
  downsampled: boolean;
}

/**
 * A series link (spec 2 §3 Tag): a path on this server that answers JSON to a plain GET, authorised by the signed
 * token it carries. Root-relative, so it resolves against whatever origin served the API (the web app through a dev
 * proxy, an integration calling PUBLIC_URL). The range is a plain query parameter: the caller may change it, the
 * token only says who may read which tag.
 */
export function seriesLinkUrl(
  signingKey: Uint8Array,
  viewer: Viewer,
  deviceId: number,
  tag: string,
  kind: SeriesLinkKind,
  range: LinkRange,
): string {
  const q = new URLSearchParams({ token: signSeriesLink(signingKey, { userId: viewer.id, actorId: viewer.actorId, deviceId, tag }) });
  if (range.start !== null) q.set('start', String(range.start));
  if (range.end !== null) q.set('end', String(range.end));
  q.set('downsampled', range.downsampled ? '1' : '0');
  return `/api/series/${deviceId}/${encodeURIComponent(tag)}/${kind}?${q.toString()}`;
}
