import { TARDY_HIDE_RECENT_SECONDS, hidesRecentlySeen } from '@fieldwatch/domain';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Last message older than `afterHours` and newer than `beforeHours` (the Tardy and Ghosts forms' range, spec 1 §2).
 * Devices that never sent anything have no last message and never match.
 */
export function silentBetween(afterHours: number, beforeHours: number, alias = 'devices'): Expression<SqlBool> {
  const last = sql.ref(`${alias}.last_time_message_received`);
  return sql<SqlBool>`(${last} < now() - ${afterHours}::int * interval '1 hour'
    AND ${last} > now() - ${beforeHours}::int * interval '1 hour')`;
}

/**
 * What the Tardy list leaves out (spec 1 §6): devices of an internal company (the provider's own), devices under a
 * hidden test path (table tardy_hidden_paths, whole segments as in the directory), and, when 'after' is below
 * 48 hours, the devices of companies flagged hide_recent_from_tardy that reported within the last 60 hours.
 */
function tardyVisible(afterHours: number, alias = 'devices'): Expression<SqlBool> {
  const company = sql.ref(`${alias}.company_id`);
  const path = sql.ref(`${alias}.path`);
  const last = sql.ref(`${alias}.last_time_message_received`);
  const recentRule = hidesRecentlySeen(afterHours)
    ? sql`OR (tc.hide_recent_from_tardy AND ${last} > now() - ${TARDY_HIDE_RECENT_SECONDS}::int * interval '1 second')`
    : sql``;
  return sql<SqlBool>`(NOT EXISTS (SELECT 1 FROM companies tc WHERE tc.id = ${company} AND (tc.is_internal ${recentRule}))
    AND NOT EXISTS (SELECT 1 FROM tardy_hidden_paths hp
      WHERE ${path} = hp.path_prefix OR starts_with(${path}, hp.path_prefix || '/')))`;
}

/** The Tardy list's devices: silent in the range and not hidden. */
export function tardyFilter(range: { after: number; before: number }, alias = 'devices'): Expression<SqlBool> {
  return sql<SqlBool>`(${silentBetween(range.after, range.before, alias)} AND ${tardyVisible(range.after, alias)})`;
}
