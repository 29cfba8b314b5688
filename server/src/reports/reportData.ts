import { sql } from 'kysely';
import { effectiveUnits } from '@fieldwatch/domain';
import type { VisibleTag } from '../auth/policy/tagAlarmAccess';
import type { Db } from '../db/connection';
import { readingsBetween } from '../db/readingsBetween';

/** A report covers a month plus its anchor day and the 24 h window after the last row; more is refused. */
export const REPORT_MAX_SECONDS = 40 * 86_400;

interface Columnar {
  time: number[];
  value: number[];
}

export interface ReportData {
  deviceID: number;
  tag: string;
  displayUnits: string;
  barrelsPerInch: number;
  reportHour: number;
  readings: Columnar;
  /** puls: the cumulative pulse counter (additional tag cumulative_pulses) of the same range. */
  cumulativePulses: Columnar;
  comments: { time: number; comment: string }[];
}

async function series(db: Db, deviceId: number, tag: string, start: number, end: number): Promise<Columnar> {
  const rows = await sql<{ t: number; v: number }>`
    SELECT extract(epoch FROM time)::float8 AS t, value AS v
      FROM ${readingsBetween(deviceId, tag, new Date(start * 1000), new Date(end * 1000))} r
     WHERE time < to_timestamp(${end})
     ORDER BY time`.execute(db);
  return { time: rows.rows.map((r) => r.t), value: rows.rows.map((r) => r.v) };
}

/** What the report screens compute their rows from (spec 2 §4.9), as columns to keep a month of minutes small. */
export async function loadReportData(db: Db, v: VisibleTag, start: number, end: number): Promise<ReportData> {
  const deviceId = v.device.id;
  const tag = v.tag.tag;
  const [readings, cumulativePulses, comments] = await Promise.all([
    series(db, deviceId, tag, start, end),
    tag === 'puls' ? series(db, deviceId, 'cumulative_pulses', start, end) : Promise.resolve({ time: [], value: [] }),
    sql<{ t: number; comment: string }>`
      SELECT extract(epoch FROM time)::float8 AS t, comment FROM comments
      WHERE device_id = ${deviceId} AND time >= to_timestamp(${start}) AND time < to_timestamp(${end}) ORDER BY time, id`.execute(db),
  ]);
  return {
    deviceID: deviceId,
    tag,
    displayUnits: effectiveUnits({ tag, displayUnits: v.tag.display_units }, v.device),
    barrelsPerInch: v.tag.barrels_per_inch,
    reportHour: v.tag.report_hour,
    readings,
    cumulativePulses,
    comments: comments.rows.map((c) => ({ time: c.t, comment: c.comment })),
  };
}
