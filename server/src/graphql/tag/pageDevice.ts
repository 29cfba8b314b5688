import { authorize } from '../../auth/policy/authorize';
import { visibleDevice } from '../../auth/policy/tagAccess';
import type { GraphQLContext } from '../context';
import type { DeviceReGraphShape } from '../types/DeviceReGraphType';

const cache = new WeakMap<GraphQLContext, Map<number, ReturnType<typeof visibleDevice>>>();

/** The deviceReGraph's device (through the policy), read once per request: the root starts it beside the tag row. */
export function pageDevice(p: DeviceReGraphShape, ctx: GraphQLContext): ReturnType<typeof visibleDevice> {
  let byId = cache.get(ctx);
  if (!byId) cache.set(ctx, (byId = new Map()));
  let device = byId.get(p.deviceId);
  if (!device) byId.set(p.deviceId, (device = visibleDevice(ctx.services.db, authorize(ctx).viewer, p.deviceId)));
  return device;
}
