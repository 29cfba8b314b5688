import { requireViewer } from '../../auth/policy/assertCan';
import { visibleTag } from '../../auth/policy/tagAccess';
import type { TagSettingsRow } from '../../tag/tagSettingsRow';
import type { GraphQLContext } from '../context';
import type { DeviceReGraphShape } from '../types/DeviceReGraphType';

const cache = new WeakMap<GraphQLContext, Map<string, Promise<TagSettingsRow>>>();

/** The deviceReGraph's tag row, read once per request however many fields ask for it. */
export function parentTag(p: DeviceReGraphShape, ctx: GraphQLContext): Promise<TagSettingsRow> {
  let byKey = cache.get(ctx);
  if (!byKey) cache.set(ctx, (byKey = new Map()));
  const key = `${p.deviceId}:${p.tag}`;
  let row = byKey.get(key);
  if (!row) byKey.set(key, (row = visibleTag(ctx.services.db, requireViewer(ctx.viewer), p.deviceId, p.tag)));
  return row;
}
