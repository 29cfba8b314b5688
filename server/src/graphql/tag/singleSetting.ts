import type { TagPermissions } from '@fieldwatch/domain';
import type { Updateable } from 'kysely';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertTagPermission, visibleTag } from '../../auth/policy/tagAccess';
import type { TagsTable } from '../../db/schemaTags';
import { AppError } from '../../errors/AppError';
import type { GraphQLContext } from '../context';

/**
 * Checks access and permission, then the input (so a stranger learns nothing from a validation message), then
 * stores one setting of a tag; returns the updated row.
 */
export async function updateSingleSetting(
  ctx: GraphQLContext, deviceId: number, tag: string, permission: keyof TagPermissions, set: Updateable<TagsTable>, problem: string | null = null,
) {
  if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
  const viewer = requireViewer(ctx.viewer);
  await visibleTag(ctx.services.db, viewer, deviceId, tag);
  assertTagPermission(viewer, permission);
  if (problem) throw new AppError('BAD_INPUT', { message: problem });
  return ctx.services.db.updateTable('tags').set(set).where('device_id', '=', deviceId).where('tag', '=', tag).returningAll().executeTakeFirstOrThrow();
}
