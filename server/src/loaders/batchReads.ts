import { sql } from 'kysely';
import type { Viewer } from '../auth/viewer';
import { deviceFilter } from '../auth/policy/deviceFilter';
import type { Db } from '../db/connection';
import { dbPool } from '../db/dbPool';
import type { CalibrationRow, CompanyRow, DeviceRow, RuleRow, TagRow, TaskRow } from '../db/rows';
import { tagUserDataOf, type UserDataShape } from '../tag/annotations';

/**
 * The batch reads behind the per-request loaders (graphql/loaders.ts wraps each in a DataLoader): a list of N
 * devices asks for their tags, rules, calibrations and tasks in one query each, not N. Each answers in the order of
 * the keys it is given. Callers have already checked that the viewer may see the devices they load for, except for
 * `visibleTagsByKey`, which asks the policy itself (a graph link may name any device).
 */

function groupBy<K, V>(rows: V[], key: (v: V) => K): Map<K, V[]> {
  const m = new Map<K, V[]>();
  for (const r of rows) {
    const k = key(r);
    const list = m.get(k);
    if (list) list.push(r);
    else m.set(k, [r]);
  }
  return m;
}

/**
 * `column = any($1)`: the ids as one array parameter, not an IN list of one parameter each, so the statement's text is
 * the same for any number of ids and runs as a named prepared statement (dbPool.prepared: parsed and planned once per
 * connection). A page of 50 devices asks these reads on every request.
 */
const inIds = (column: string, ids: readonly number[]) => sql<boolean>`${sql.ref(column)} = any(${[...ids]})`;

/** The key of a per-tag load: `${deviceId}:${tag}`. */
export const tagKey = (deviceId: number, tag: string) => `${deviceId}:${tag}`;

/** Companies by id; null for an id with no company. */
export async function companiesById(db: Db, ids: readonly number[]): Promise<(CompanyRow | null)[]> {
  const rows = await dbPool.prepared(db, 'fw_companies', db.selectFrom('companies').selectAll().where(inIds('id', ids)).compile());
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * Each device's tags, in tag order. With `columns` (graphql/types/tagSelection.ts: what the selection reads, always
 * with device_id and tag) the rows hold only those; the names come from the schema, never from a request.
 */
export async function tagsByDevice(db: Db, ids: readonly number[], columns: readonly string[] | null = null): Promise<TagRow[][]> {
  const q = db.selectFrom('tags').where(inIds('device_id', ids)).orderBy('device_id').orderBy('tag');
  const query = columns ? q.select(columns.map((c) => sql.ref(`tags.${c}`).as(c))) : q.selectAll();
  const rows = (await dbPool.prepared(db, 'fw_device_tags', query.compile())) as TagRow[];
  const by = groupBy(rows, (r) => r.device_id);
  return ids.map((id) => by.get(id) ?? []);
}

/** Each tag's alarm rules (keys `${deviceId}:${tag}`), oldest first; read per device. */
export async function rulesByTag(db: Db, keys: readonly string[]): Promise<RuleRow[][]> {
  const deviceIds = [...new Set(keys.map((k) => Number(k.split(':')[0])))];
  const rows = await dbPool.prepared(
    db,
    'fw_tag_rules',
    db.selectFrom('alarm_rules').selectAll().where(inIds('device_id', deviceIds)).orderBy('id').compile(),
  );
  const by = groupBy(rows, (r) => tagKey(r.device_id, r.tag));
  return keys.map((k) => by.get(k) ?? []);
}

/**
 * A batch function answering each tag's newest calibration with its tank's strapping table (keys
 * `${deviceId}:${tag}`). One per request: it reads each device once, every tag's newest calibration with it, so a
 * later batch (the graphs' calibrations after the tag's) asks the database nothing new for a device already read.
 */
export function latestCalibrationsByTag(db: Db): (keys: readonly string[]) => Promise<(CalibrationRow | null)[]> {
  const calibrationsOfDevice = new Map<number, Promise<Map<string, CalibrationRow>>>();
  return async (keys) => {
    const deviceIds = [...new Set(keys.map((k) => Number(k.split(':')[0])))];
    const missing = deviceIds.filter((id) => !calibrationsOfDevice.has(id));
    if (missing.length) {
      const query = db
        .selectFrom('calibrations')
        .leftJoin('tank_names', 'tank_names.tank_name', 'calibrations.tank_name')
        .selectAll('calibrations')
        .select('tank_names.strap')
        .where(inIds('calibrations.device_id', missing))
        .orderBy('device_id')
        .orderBy('tag')
        .orderBy('time', 'desc')
        .compile();
      const fetched = dbPool.prepared(db, 'fw_tag_calibrations', query).then((rows) => {
        const latest = new Map<string, CalibrationRow>();
        for (const r of rows) if (!latest.has(tagKey(r.device_id, r.tag))) latest.set(tagKey(r.device_id, r.tag), r);
        return latest;
      });
      for (const id of missing) calibrationsOfDevice.set(id, fetched);
    }
    const byDevice = await Promise.all(deviceIds.map(async (id) => [id, await calibrationsOfDevice.get(id)!] as const));
    const maps = new Map(byDevice);
    return keys.map((k) => maps.get(Number(k.split(':')[0]))!.get(k) ?? null);
  };
}

/** Each device's tasks, highest priority first. */
export async function tasksByDevice(db: Db, ids: readonly number[]): Promise<TaskRow[][]> {
  const rows = await dbPool.prepared(
    db,
    'fw_device_tasks',
    db.selectFrom('tasks').selectAll().where(inIds('device_id', ids)).orderBy('priority', 'desc').orderBy('id').compile(),
  );
  const by = groupBy(rows, (r) => r.device_id);
  return ids.map((id) => by.get(id) ?? []);
}

/** Each tag's hand-entered readings (keys `${deviceId}:${tag}`), oldest first; read per device. */
export async function userDataByTag(db: Db, keys: readonly string[]): Promise<UserDataShape[][]> {
  const deviceIds = [...new Set(keys.map((k) => Number(k.slice(0, k.indexOf(':')))))];
  const rows = await tagUserDataOf(db, deviceIds);
  const by = groupBy(rows, (r) => tagKey(r.deviceId, r.tag));
  return keys.map((k) => by.get(k) ?? []);
}

/** Tag rows by `${deviceId}:${tag}`, null where the viewer may not see the device (or there is no viewer). */
export async function visibleTagsByKey(db: Db, viewer: Viewer | null, keys: readonly string[]): Promise<(TagRow | null)[]> {
  if (!viewer) return keys.map(() => null);
  const pairs = keys.map((k) => ({ deviceId: Number(k.slice(0, k.indexOf(':'))), tag: k.slice(k.indexOf(':') + 1) }));
  const rows = await db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .selectAll('tags')
    .where((eb) => eb.or(pairs.map((p) => eb.and([eb('tags.device_id', '=', p.deviceId), eb('tags.tag', '=', p.tag)]))))
    .where(deviceFilter(viewer, 'devices'))
    .execute();
  const by = new Map(rows.map((r) => [tagKey(r.device_id, r.tag), r]));
  return keys.map((k) => by.get(k) ?? null);
}

/**
 * Devices by id, null where there is none or the viewer may not see it (or there is no viewer): the device page asks
 * for its device twice (deviceRe and deviceGps), and a request reads it once.
 */
export async function visibleDevicesById(db: Db, viewer: Viewer | null, ids: readonly number[]): Promise<(DeviceRow | null)[]> {
  if (!viewer) return ids.map(() => null);
  const rows = await db.selectFrom('devices').selectAll().where(inIds('id', ids)).where(deviceFilter(viewer, 'devices')).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
}
