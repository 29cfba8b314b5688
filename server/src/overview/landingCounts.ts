import { LANDING_TARDY, STALE_DEVICE_SECONDS, landingHealthPercent } from '@fieldwatch/domain';
import { sql, type SqlBool } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { scopeFilters } from '../directory/scopeFilter';
import { tardyFilter } from '../directory/tardyFilter';
import type { SharedAnswers } from '../util/sharedAnswers';

export interface LandingCounts {
  device: number;
  tardy: number;
  /** Whole percent, null when there is no device to compute it from. */
  health: number | null;
  alarm: number;
}

/**
 * The landing banner (spec 1 §2), in one pass over the viewer's visible, active, in-service devices (optionally of
 * one company):
 * - device: how many there are;
 * - tardy: as the landing's Tardy box lists them (after 24 h, before 240 h, with the Tardy list's hiding rules);
 * - alarm: tags in alarm (a flag other than 'norm'), for super users too: only their Alarms box is hidden, the count
 *   is the company's;
 * - health: the percent of the named and placed ones that reported within the stale threshold (spec 1 §4: the last
 *   message, or the newest tag time when there is none), as a whole percent that reads 100 only when all did and 0
 *   only when none did; null when there are none.
 * With `shared`, requests asking the same question (the same SQL and parameters: the same scope) share one read for
 * a couple of seconds (sharedCounts.ts says why and how it stays fresh).
 */
export async function landingCounts(
  db: Db,
  viewer: Viewer,
  companyId: number | null | undefined,
  shared?: SharedAnswers<LandingCounts>,
): Promise<LandingCounts> {
  const q = landingCountsQuery(db, viewer, companyId);
  const read = async (): Promise<LandingCounts> => {
    const row = await q.executeTakeFirstOrThrow();
    return { device: row.device, tardy: row.tardy, alarm: row.alarm, health: landingHealthPercent(row.fresh, row.placed) };
  };
  if (!shared) return read();
  const compiled = q.compile();
  return shared.get(`${compiled.sql}\n${JSON.stringify(compiled.parameters)}`, read);
}

/**
 * The counts' statement (exported for the bench that prints its plan): one pass over the scope's devices for the
 * device, tardy and health counts, and beside it the channels in alarm read from the partial index of the tags in
 * alarm (tags_in_alarm_idx), joined to the same scope's devices. Counting the alarms per device inside the pass
 * probed that index once per device (100,000 probes at 100,000 devices, most of the read's time) to find the few
 * tags in alarm; the join reads only those.
 */
export function landingCountsQuery(db: Db, viewer: Viewer, companyId: number | null | undefined) {
  const scope = scopeFilters(viewer, { includeInactive: false, includeOOS: false, companyId });
  const placed = sql`(coalesce(devices.name, '') <> '' AND coalesce(devices.path, '') <> '')`;
  const seen = sql`coalesce(devices.last_time_message_received, (SELECT max(t.time) FROM tags t WHERE t.device_id = devices.id))`;
  let fleet = db
    .selectFrom('devices')
    .select([
      sql<number>`count(*)::int`.as('device'),
      sql<number>`(count(*) FILTER (WHERE ${tardyFilter({ after: LANDING_TARDY.recent, before: LANDING_TARDY.previous })}))::int`.as(
        'tardy',
      ),
      sql<number>`(count(*) FILTER (WHERE ${placed}))::int`.as('placed'),
      sql<number>`(count(*) FILTER (WHERE ${placed} AND ${seen} >= now() - ${STALE_DEVICE_SECONDS}::int * interval '1 second'))::int`.as(
        'fresh',
      ),
    ]);
  for (const w of scope) fleet = fleet.where(w);
  // the condition must be the partial index's own (alarm_flag <> 'norm') for PostgreSQL to use it
  let alarms = db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .where(sql<SqlBool>`tags.alarm_flag <> 'norm'`)
    .select(sql<number>`count(*)::int`.as('alarm'));
  for (const w of scope) alarms = alarms.where(w);
  return db
    .selectFrom([fleet.as('fleet'), alarms.as('alarms')])
    .select(['fleet.device', 'fleet.tardy', 'fleet.placed', 'fleet.fresh', 'alarms.alarm']);
}
