import type { FastifyInstance } from 'fastify';
import { isTimeZone } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { dbPool } from '../db/dbPool';
import { AppError } from '../errors/AppError';
import type { ExportMetrics } from '../metrics/metrics';
import { ERRORS } from '../errors/errorCatalogue';
import { verifySeriesLink } from '../tag/links/seriesLinkToken';
import { seriesLinkViewer } from '../tag/links/seriesLinkViewer';
import { commentsAround, rangeComments } from '../device/readingComments';
import { EPOCH_SECONDS, rangeHasTemps, readingsOfRange, type ReadingsRange } from '../device/readingsRange';
import { CursorCsvStream } from './cursorCsvStream';
import { exportSource, READINGS_EXPORT_FORMATS, type ReadingsExportFormat } from './exportSource';
import { deviceCsvWriter, tagCsvWriter } from './readingsCsvWriter';

/** Rows read from the database at a time: one CSV piece of a few hundred kilobytes. */
const BATCH_ROWS = 4000;
/** The longest one download may take (a year of one-minute readings is about 20 MB: 35 KB/s gets it through). */
const EXPORT_TIMEOUT_MS = 10 * 60_000;
/** Downloads running at once in this process: each holds a connection of the users' pool while it runs. */
const MAX_RUNNING = 4;
/** Epoch seconds a range may name: from 1970 to the year 5138; anything else is refused before any SQL. */
const MAX_EPOCH_SECONDS = 1e11;

type Query = Record<string, string | undefined>;

function optionalNumber(v: string | undefined): number | null | undefined {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= MAX_EPOCH_SECONDS ? n : undefined;
}

/** A file name for Content-Disposition: the name itself (RFC 5987) and a plain-ASCII stand-in for old clients. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /api/export/{deviceID}/{tag}/readings.csv?token=...&start=...&end=...&format=device|tag&tz=...`: every reading
 * of the range as CSV, streamed from a database cursor (spec 2 §7 says spreadsheet downloads are produced in the
 * client; for a range of any size they come from here instead, a row at a time, never whole in memory on either
 * side, byte for byte what the page's own CSV functions write). The token is a series link's (tag/links): it names
 * the user, device and tag, and the policy must still let that user see the device now.
 */
export async function readingsExportRoute(
  fastify: FastifyInstance,
  opts: { db: Db; signingKey: Uint8Array; defaultTimeZone: string; metrics: ExportMetrics },
) {
  const { db, signingKey } = opts;
  const pool = dbPool.poolOf(db);
  if (!pool) throw new Error('readingsExportRoute needs a database handle made by connect()');
  let running = 0;
  fastify.get<{ Params: { deviceId: string; tag: string }; Querystring: Query }>(
    '/api/export/:deviceId/:tag/readings.csv',
    async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      const refuse = () => reply.status(403).send({ error: ERRORS.LINK_REFUSED.message });
      const deviceId = Number(req.params.deviceId);
      const tag = req.params.tag;
      if (!Number.isSafeInteger(deviceId) || deviceId <= 0) return reply.status(404).send({ error: ERRORS.NOT_FOUND.message });
      const claims = verifySeriesLink(signingKey, typeof req.query.token === 'string' ? req.query.token : '', deviceId, tag);
      const viewer = claims ? await seriesLinkViewer(db, claims) : null;
      if (!viewer) return refuse();
      const start = optionalNumber(req.query.start);
      const end = optionalNumber(req.query.end);
      const format = (req.query.format ?? 'device') as ReadingsExportFormat;
      const tz = req.query.tz || null;
      if (
        start === undefined ||
        end === undefined ||
        (start !== null && end !== null && start > end) ||
        !READINGS_EXPORT_FORMATS.includes(format) ||
        (tz !== null && !isTimeZone(tz))
      ) {
        return reply.status(400).send({ error: ERRORS.EXPORT_INPUT_INVALID.message });
      }
      let source;
      try {
        source = await exportSource(db, viewer, deviceId, tag, opts.defaultTimeZone);
      } catch (err) {
        // the policy's NOT_FOUND; a lost database is not a refusal and goes to the app's 503 handler
        if (err instanceof AppError) return refuse();
        throw err;
      }
      if (running >= MAX_RUNNING) return reply.status(503).header('retry-after', '5').send({ error: ERRORS.EXPORT_BUSY.message });
      const range: ReadingsRange = { deviceId, tag, start, end };
      let writer;
      if (format === 'device') {
        const [hasTemps, comments] = await Promise.all([rangeHasTemps(db, range), rangeComments(db, range)]);
        writer = deviceCsvWriter(source, { hasTemps, timeZone: tz ?? source.siteZone, commentsByReading: comments.byReading });
      } else {
        writer = tagCsvWriter(source, { comments: await commentsAround(db, range), timeZone: tz ?? source.siteZone });
      }
      running++;
      const stream = new CursorCsvStream({
        pool,
        query: readingsOfRange(db, range)
          .select([EPOCH_SECONDS.as('t'), 'value', 'temp'])
          .orderBy('time')
          .compile(),
        writer,
        batchRows: BATCH_ROWS,
        timeoutMs: EXPORT_TIMEOUT_MS,
        onClose: (outcome, rows) => {
          running--;
          opts.metrics.ended(outcome, rows);
        },
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(writer.fileName))
        .send(stream);
    },
  );
}
