import type { TagPermissions } from '@fieldwatch/domain';
import type { Updateable } from 'kysely';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertTagPermission, visibleTag } from '../auth/policy/tagAccess';
import type { Db } from '../db/connection';
import type { TagRow } from '../db/rows';
import type { TagsTable } from '../db/schemaTags';
import { AppError } from '../errors/AppError';

/**
 * One setting of a tag saved from the graph (spec 2 §7: the temperature-correction slider, Show/Hide Fourier Plot,
 * the additional sensor). Checks access and the sensor-page permission, then the input (`problem`, so a stranger
 * learns nothing from a validation message), then stores the setting; returns the updated row.
 */
export async function updateSingleSetting(
  db: Db,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  permission: keyof TagPermissions,
  set: Updateable<TagsTable>,
  problem: string | null = null,
): Promise<TagRow> {
  await visibleTag(db, actor.viewer, deviceId, tag);
  assertTagPermission(actor.viewer, permission);
  if (problem) throw new AppError('BAD_INPUT', { message: problem });
  return db.updateTable('tags').set(set).where('device_id', '=', deviceId).where('tag', '=', tag).returningAll().executeTakeFirstOrThrow();
}

/**
 * The additional sensor the graph draws, stored on the tag (spec 2 §7); null for none. It must be another tag of
 * the same device. Users who may not edit the tag choose for themselves only (the page passes its choice to
 * `graphs(additional:)`), so saving it needs the chooseAdditional permission.
 */
export async function updateActiveAdditional(
  db: Db,
  actor: AuthorizedActor,
  deviceId: number,
  tag: string,
  choice: string | null,
): Promise<TagRow> {
  let problem: string | null = null;
  if (choice !== null) {
    const exists = await db.selectFrom('tags').select('tag').where('device_id', '=', deviceId).where('tag', '=', choice).executeTakeFirst();
    if (!exists || choice === tag) problem = 'This device has no such additional sensor.';
  }
  return updateSingleSetting(db, actor, deviceId, tag, 'chooseAdditional', { active_additional: choice }, problem);
}
