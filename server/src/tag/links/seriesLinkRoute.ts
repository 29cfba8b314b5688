import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { visibleDevice, visibleTag } from '../../auth/policy/tagAccess';
import { AppError } from '../../errors/AppError';
import { ERRORS } from '../../errors/errorCatalogue';
import { seriesLinkBody } from './seriesLinkBody';
import { verifySeriesLink } from './seriesLinkToken';
import { SERIES_LINK_KINDS, type SeriesLinkKind } from './seriesLinkUrl';
import { seriesLinkViewer } from './seriesLinkViewer';

interface Params {
  deviceId: string;
  tag: string;
  kind: string;
}

type Query = Record<string, string | undefined>;

// one answer for every refusal: a wrong, expired or foreign token must not tell which of those it was
const REFUSED = { error: ERRORS.LINK_REFUSED.message };

/** Epoch seconds a series can be asked for: from 1970 to the year 5138; anything else is refused before any SQL. */
const MAX_EPOCH_SECONDS = 1e11;

function optionalNumber(v: string | undefined): number | null | undefined {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= MAX_EPOCH_SECONDS ? n : undefined;
}

/**
 * `GET /api/series/{deviceID}/{tag}/{data|fourier|sf6|temp|avgtemp}?token=...&start=...&end=...&downsampled=1` (spec 2 §3 Tag:
 * the series, Fourier, SF6-normalised and additional tag data arrive as links read by a plain GET). The token in the
 * link (seriesLinkToken) names the user, device and tag; the policy must still let that user read the device now.
 */
export async function seriesLinkRoute(fastify: FastifyInstance, opts: { db: Db; signingKey: Uint8Array }): Promise<void> {
  const { db, signingKey } = opts;
  fastify.get<{ Params: Params; Querystring: Query }>('/api/series/:deviceId/:tag/:kind', async (req, reply) => {
    // an integration's page on another origin may read it: the token, not a cookie, is the credential
    reply.header('access-control-allow-origin', '*').header('cache-control', 'private, no-store');
    const deviceId = Number(req.params.deviceId);
    const tag = req.params.tag;
    const kind = req.params.kind as SeriesLinkKind;
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!Number.isSafeInteger(deviceId) || deviceId <= 0 || !SERIES_LINK_KINDS.includes(kind))
      return reply.status(404).send({ error: 'Not found.' });
    const claims = verifySeriesLink(signingKey, token, deviceId, tag);
    const viewer = claims ? await seriesLinkViewer(db, claims) : null;
    if (!viewer) return reply.status(403).send(REFUSED);
    let row;
    let device;
    try {
      row = await visibleTag(db, viewer, deviceId, tag);
      device = await visibleDevice(db, viewer, deviceId);
    } catch (err) {
      // the policy's NOT_FOUND; a lost database is not a refusal and goes to the app's 503 handler
      if (err instanceof AppError) return reply.status(403).send(REFUSED);
      throw err;
    }
    const start = optionalNumber(req.query.start);
    const end = optionalNumber(req.query.end);
    const ds = req.query.downsampled ?? '1';
    if (
      start === undefined ||
      end === undefined ||
      (start !== null && end !== null && start >= end) ||
      !['0', '1', 'true', 'false'].includes(ds)
    ) {
      return reply.status(400).send({ error: 'start and end must be epoch seconds with start before end; downsampled 1 or 0.' });
    }
    const body = await seriesLinkBody(db, row, { defaultTag: device.default_tag, displayUnits: device.display_units }, kind, {
      start,
      end,
      downsampled: ds === '1' || ds === 'true',
    });
    return reply.send(body);
  });
}
