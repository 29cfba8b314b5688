import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import type { LiveUpdate } from '../../live/liveBus';
import { visibleDeviceIds } from '../../live/visibleDeviceIds';
import { eventQueue } from '../../util/eventQueue';

const DeviceUpdateType = builder.objectRef<LiveUpdate>('DeviceUpdate').implement({
  description: 'A new latest reading of a tag (value set), or a change of its alarm flag (alarmFlag set).',
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    tag: t.exposeString('tag'),
    time: t.exposeFloat('time', { description: 'Epoch seconds.' }),
    value: t.exposeFloat('value', { nullable: true }),
    alarmFlag: t.exposeString('alarmFlag', { nullable: true }),
  }),
});

builder.subscriptionField('deviceUpdates', (t) =>
  t.field({
    nullable: true,
    type: [DeviceUpdateType],
    description:
      'Live readings and alarm flags (over SSE: POST /api/graphql with Accept: text/event-stream) for the given devices, ' +
      'or every device the viewer may see. Devices the viewer may not see are never delivered.',
    args: { deviceIDs: t.arg.intList() },
    subscribe: async (_root, args, ctx) => {
      const visible = await visibleDeviceIds(ctx.services.db, authorize(ctx).viewer, args.deviceIDs);
      let unsubscribe = () => {};
      const queue = eventQueue<LiveUpdate>(5000, () => unsubscribe());
      unsubscribe = ctx.services.live.subscribe((updates) => queue.push(updates.filter((u) => visible.has(u.deviceId))));
      return queue.iterator;
    },
    resolve: (updates) => updates,
  }),
);
