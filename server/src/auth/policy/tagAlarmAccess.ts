import { capabilitiesOf } from '@fieldwatch/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { TagsTable } from '../../db/schemaTags';
import { AppError } from '../../errors/AppError';
import type { Viewer } from '../viewer';
import { assertCan } from './assertCan';
import { assertTagPermission, tagAbsence } from './tagAccess';
import { deviceFilter } from './deviceFilter';

export interface VisibleTag {
  tag: Selectable<TagsTable>;
  device: { id: number; companyId: number | null; defaultTag: string | null; displayUnits: string | null };
}

/**
 * The tag's row and its device, if the viewer may see the device; otherwise NOT_FOUND for the device (another
 * company's device looks the same as one that does not exist) or TAG_NOT_FOUND (`tagAbsence`). `forUpdate` locks the tag row for the rest of the transaction.
 */
export async function visibleTag(
  db: Db,
  viewer: Viewer,
  deviceId: number,
  tag: string,
  opts: { forUpdate?: boolean } = {},
): Promise<VisibleTag> {
  let q = db
    .selectFrom('tags')
    .innerJoin('devices', 'devices.id', 'tags.device_id')
    .selectAll('tags')
    .select(['devices.company_id as d_company_id', 'devices.default_tag as d_default_tag', 'devices.display_units as d_display_units'])
    .where('tags.device_id', '=', deviceId)
    .where('tags.tag', '=', tag)
    .where(deviceFilter(viewer, 'devices'));
  if (opts.forUpdate) q = q.forUpdate('tags');
  const row = await q.executeTakeFirst();
  if (!row) throw await tagAbsence(db, viewer, deviceId);
  const { d_company_id, d_default_tag, d_display_units, ...tagRow } = row;
  return {
    tag: tagRow,
    device: { id: deviceId, companyId: d_company_id, defaultTag: d_default_tag, displayUnits: d_display_units },
  };
}

/**
 * Saving a tag's alarms (spec 2 §6): super users, managers and canEdit users; demo users too, but they may notify
 * only themselves (checked with the targets).
 */
export function canSaveAlarms(viewer: Viewer): boolean {
  return capabilitiesOf(viewer).editAlarms || viewer.isDemo;
}

export function assertCanSaveAlarms(viewer: Viewer): void {
  if (!canSaveAlarms(viewer)) throw new AppError('FORBIDDEN');
}

/** Calibrating (spec 2 §6): editors only; demo users get the restriction notice's text. */
export function assertCanCalibrate(viewer: Viewer): void {
  if (viewer.isDemo) throw new AppError('CALIBRATION_DEMO');
  assertCan(viewer, 'calibrate');
}

/**
 * Report settings shared by everyone who reads the report (report hour, barrels per inch). barrels_per_inch is also
 * a display setting of updateTag, so both paths need the same right or limited users could bypass updateTag.
 */
export function assertCanEditReportSettings(viewer: Viewer): void {
  assertTagPermission(viewer, 'editDisplay');
}

export interface AlarmTargets {
  users: { id: number; firstName: string; lastName: string }[];
  groups: { id: number; name: string | null }[];
}

/**
 * Whom a tag's notifications may go to (spec 2 §5): the users of the device's groups, or one of those groups.
 * Demo users may pick only themselves and no group. With the tag, the targets its stored notifications already have
 * stay selectable although they have since left the device's groups (a device replacement or mass update can leave
 * such rows): the panel shows them by name and re-sends them, and refusing them would block every later save.
 */
export async function alarmTargets(db: Db, viewer: Viewer, deviceId: number, tag: string): Promise<AlarmTargets> {
  if (viewer.isDemo) {
    const me = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', '=', viewer.id).executeTakeFirst();
    return { users: me ? [{ id: me.id, firstName: me.first_name, lastName: me.last_name }] : [], groups: [] };
  }
  const [users, groups] = await Promise.all([
    db
      .selectFrom('users')
      .select(['users.id', 'users.first_name', 'users.last_name'])
      .where((eb) =>
        eb.or([
          eb(
            'users.id',
            'in',
            eb
              .selectFrom('group_users')
              .innerJoin('group_devices', 'group_devices.group_id', 'group_users.group_id')
              .select('group_users.user_id')
              .where('group_devices.device_id', '=', deviceId),
          ),
          eb(
            'users.id',
            'in',
            eb
              .selectFrom('alarm_actions')
              .select('alarm_actions.user_id')
              .where('alarm_actions.device_id', '=', deviceId)
              .where('alarm_actions.tag', '=', tag)
              .where('alarm_actions.user_id', 'is not', null),
          ),
        ]),
      )
      .orderBy('users.first_name')
      .orderBy('users.last_name')
      .orderBy('users.id')
      .execute(),
    db
      .selectFrom('groups')
      .select(['groups.id', 'groups.name'])
      .where((eb) =>
        eb.or([
          eb(
            'groups.id',
            'in',
            eb.selectFrom('group_devices').select('group_devices.group_id').where('group_devices.device_id', '=', deviceId),
          ),
          eb(
            'groups.id',
            'in',
            eb
              .selectFrom('alarm_actions')
              .select('alarm_actions.group_id')
              .where('alarm_actions.device_id', '=', deviceId)
              .where('alarm_actions.tag', '=', tag)
              .where('alarm_actions.group_id', 'is not', null),
          ),
        ]),
      )
      .orderBy('groups.name')
      .orderBy('groups.id')
      .execute(),
  ]);
  return { users: users.map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name })), groups };
}
