import { PUBLIC_EVENT_FLAGS, settingKeyVisible } from '@fieldwatch/domain';
import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { grantNamesSql, grantsOf, type DeviceGrant } from '../auth/policy/deviceGrants';
import type { Db } from '../db/connection';
import { dbPool } from '../db/dbPool';

/** How many events the device page's Events section lists; All Events (listEvents) shows the rest. */
const RECENT_EVENTS = 50;

/** The device page's small collections of one device, as its sections show them (spec 2 §3). */
export interface DevicePageParts {
  /** The newest RECENT_EVENTS events, newest first: flags 1 to 3 only, except for super users. */
  events: { time: Date; flag: number }[];
  /** Every setting for super users; the others' keys filtered by the domain's visibility rule. */
  settings: {
    key: string;
    desired_value: string | null;
    desired_time: Date | null;
    reported_value: string | null;
    reported_time: Date | null;
  }[];
  /** Lifecycle status history, oldest first. */
  log: { time: Date; status: number }[];
  /** The notes super users added to the lifecycle log, oldest first. */
  logComments: { time: Date; comment: string }[];
  /** The groups holding the device, by name (asked only for a device the viewer reached through the policy). */
  groups: { id: number; name: string }[];
  /** The viewer's per-user grants on the device (auth/policy/deviceGrants.ts has the rule; super users hold all). */
  grants: Set<DeviceGrant>;
}

interface Row {
  id: string;
  events: [number, number][];
  settings: [string, string | null, number | null, string | null, number | null][];
  log: [number, number][];
  comments: [number, string][];
  groups: [number, string][];
  grants: DeviceGrant[];
}

const ms = (t: number | null) => (t === null ? null : new Date(t));

/**
 * All of it for a batch of devices in one statement, each collection a JSON array of arrays built by the database:
 * the page asked for them field by field, six statements per device page (each a round trip and a wakeup of the
 * database under load), where one does. Times travel as whole epoch milliseconds, what the driver's Date would hold.
 */
export async function readDevicePageParts(db: Db, viewer: Viewer, deviceIds: readonly number[]): Promise<DevicePageParts[]> {
  const epochMs = (col: string) => sql.raw(`floor(extract(epoch FROM ${col}) * 1000)::float8`);
  const query = sql<Row>`
    SELECT k.id,
      (SELECT coalesce(json_agg(json_build_array(${epochMs('e.time')}, e.flag) ORDER BY e.time DESC, e.flag), '[]')
        FROM (SELECT time, flag FROM events WHERE device_id = k.id AND (${viewer.isSuperUser} OR flag = ANY(${[...PUBLIC_EVENT_FLAGS]}::int[]))
              ORDER BY time DESC, flag LIMIT ${RECENT_EVENTS}) e) AS events,
      (SELECT coalesce(json_agg(json_build_array(s.key, s.desired_value, ${epochMs('s.desired_time')}, s.reported_value, ${epochMs('s.reported_time')}) ORDER BY s.key), '[]')
        FROM device_settings s WHERE s.device_id = k.id) AS settings,
      (SELECT coalesce(json_agg(json_build_array(${epochMs('l.time')}, l.status) ORDER BY l.time, l.id), '[]')
        FROM device_status_log l WHERE l.device_id = k.id) AS log,
      (SELECT coalesce(json_agg(json_build_array(${epochMs('c.time')}, c.comment) ORDER BY c.time, c.id), '[]')
        FROM log_comments c WHERE c.device_id = k.id) AS comments,
      (SELECT coalesce(json_agg(json_build_array(g.id, g.name) ORDER BY g.name), '[]')
        FROM groups g JOIN group_devices gd ON gd.group_id = g.id WHERE gd.device_id = k.id) AS groups,
      ${grantNamesSql(viewer, sql`k.id`)} AS grants
    FROM unnest(${deviceIds}::bigint[]) AS k(id)`;
  const rows = await dbPool.prepared(db, 'fw_device_page_parts', query.compile(db));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return deviceIds.map((id) => {
    const r = byId.get(id);
    if (!r) throw new Error(`device ${id} was not read`);
    const settings = r.settings.map(([key, desired_value, desired, reported_value, reported]) => ({
      key,
      desired_value,
      desired_time: ms(desired),
      reported_value,
      reported_time: ms(reported),
    }));
    return {
      events: r.events.map(([t, flag]) => ({ time: new Date(t), flag })),
      settings: viewer.isSuperUser ? settings : settings.filter((s) => settingKeyVisible(s.key, viewer)),
      log: r.log.map(([t, status]) => ({ time: new Date(t), status })),
      logComments: r.comments.map(([t, comment]) => ({ time: new Date(t), comment })),
      groups: r.groups.map(([gid, name]) => ({ id: gid, name })),
      grants: grantsOf(viewer, r.grants),
    };
  });
}
