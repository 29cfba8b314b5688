import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { deviceFilter } from '../../auth/policy/deviceFilter';
import { AppError } from '../../errors/AppError';
import { settingsDeliveryState, type SettingsDeliveryState } from '../../ingest/settingsDeliveryState';

/** At most this many devices per poll: a mass update list is typed by hand. */
const MAX_IDS = 2000;

const DeliveryStateType = builder.objectRef<SettingsDeliveryState>('MassUpdateDelivery').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    state: t.exposeString('state', { description: 'pending, delivered (the device received the downlink) or applied (it reported it back).' }),
    desiredVersion: t.exposeString('desiredVersion'),
    deliveredAt: t.exposeInt('deliveredAt', { nullable: true, description: 'Epoch seconds.' }),
    appliedAt: t.exposeInt('appliedAt', { nullable: true, description: 'Epoch seconds.' }),
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
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      assertCan(ctx.viewer, 'massUpdate');
      if (args.deviceIDs.length > MAX_IDS) throw new AppError('BAD_INPUT', { message: `At most ${MAX_IDS} devices.` });
      const db = ctx.services.db;
      const ids = [...new Set(args.deviceIDs)];
      if (ids.length === 0) return [];
      const visible = await db.selectFrom('devices').select('id').where('id', 'in', ids).where(deviceFilter(ctx.viewer, 'devices')).execute();
      return settingsDeliveryState(db, visible.map((v) => Number(v.id)).sort((a, b) => ids.indexOf(a) - ids.indexOf(b)));
    },
  }),
);
