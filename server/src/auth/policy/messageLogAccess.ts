import { sql, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from '../viewer';
import { deviceFilter } from './deviceFilter';

/**
 * Whose message log a viewer may read (spec 3 §6): super users every device's; anyone else only the devices a
 * `message_log` grant names (a grant without a device covers every device the user sees). The spec's hard-coded
 * user and device ids are these grants. `alias` is the devices table alias of the query it filters.
 */
export function messageLogFilter(viewer: Viewer, alias = 'devices'): Expression<SqlBool> {
  if (viewer.isSuperUser) return sql<SqlBool>`true`;
  const id = sql.ref(`${alias}.id`);
  return sql<SqlBool>`(EXISTS (SELECT 1 FROM user_device_grants g WHERE g.user_id = ${viewer.id} AND g.grant_name = 'message_log'
      AND g.device_id = ${id})
    OR (EXISTS (SELECT 1 FROM user_device_grants g WHERE g.user_id = ${viewer.id} AND g.grant_name = 'message_log'
      AND g.device_id IS NULL) AND ${deviceFilter(viewer, alias)}))`;
}

/** Whether the viewer may open the message log at all (any grant), before a device is chosen. */
export function messageLogAnyAccess(viewer: Viewer): Expression<SqlBool> {
  if (viewer.isSuperUser) return sql<SqlBool>`true`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM user_device_grants g WHERE g.user_id = ${viewer.id} AND g.grant_name = 'message_log')`;
}
