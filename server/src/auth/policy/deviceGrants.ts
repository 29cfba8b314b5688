import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Viewer } from '../viewer';

export type DeviceGrant = 'message_log' | 'clear_fota' | 'control_2';

const ALL_GRANTS: readonly DeviceGrant[] = ['message_log', 'clear_fota', 'control_2'];

/**
 * The per-user abilities the spec ties to listed user and device ids (Clear Fota, control_2, message log),
 * kept as rows of user_device_grants: super users hold them all; a grant without a device covers every device
 * the user can see. This is the SQL half of the rule, for reads that fetch the grants with other things: the names
 * held on the device `deviceId` names (a value or a column), as a JSON array; `grantsOf` applies the other half.
 */
export function grantNamesSql(viewer: Viewer, deviceId: RawBuilder<unknown>): RawBuilder<DeviceGrant[]> {
  return sql<DeviceGrant[]>`(SELECT coalesce(json_agg(DISTINCT g.grant_name), '[]') FROM user_device_grants g
    WHERE g.user_id = ${viewer.id} AND (g.device_id IS NULL OR g.device_id = ${deviceId}))`;
}

/** The grants the viewer holds, given the names `grantNamesSql` read. */
export function grantsOf(viewer: Viewer, names: readonly DeviceGrant[]): Set<DeviceGrant> {
  return new Set(viewer.isSuperUser ? ALL_GRANTS : names);
}

export async function deviceGrants(db: Db, viewer: Viewer, deviceId: number): Promise<Set<DeviceGrant>> {
  if (viewer.isSuperUser) return grantsOf(viewer, []);
  const r = await sql<{ names: DeviceGrant[] }>`SELECT ${grantNamesSql(viewer, sql`${deviceId}::bigint`)} AS names`.execute(db);
  return grantsOf(viewer, r.rows[0]?.names ?? []);
}
