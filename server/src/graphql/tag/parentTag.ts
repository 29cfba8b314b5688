import { authorize } from '../../auth/policy/authorize';
import { visibleTagPageRow, type TagPageRow } from '../../tag/tagPageRow';
import type { GraphQLContext } from '../context';
import type { DeviceReGraphShape } from '../types/DeviceReGraphType';

const cache = new WeakMap<GraphQLContext, Map<string, Promise<TagPageRow>>>();

/** The deviceReGraph's tag row, read once per request however many fields ask for it. */
export function parentTag(p: DeviceReGraphShape, ctx: GraphQLContext): Promise<TagPageRow> {
  let byKey = cache.get(ctx);
  if (!byKey) cache.set(ctx, (byKey = new Map()));
  const key = `${p.deviceId}:${p.tag}:${p.startTime === null}`;
  let row = byKey.get(key);
  if (!row) byKey.set(key, (row = visibleTagPageRow(ctx.services.db, authorize(ctx).viewer, p.deviceId, p.tag, p.startTime === null)));
  return row;
}
