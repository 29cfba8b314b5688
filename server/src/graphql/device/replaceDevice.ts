import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { replaceDevice } from '../../device/replaceDevice';

/**
 * Replace Device (spec 2 §4.1): the new device gets the old one's setup and becomes active; the old one becomes
 * inactive and points at its replacement. Returns the old device. Refused, with nothing copied, when the new id
 * is the old one, does not exist (or is out of the viewer's reach) or belongs to another company.
 */
builder.mutationField('replaceDevice', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { oldDeviceID: t.arg.int({ required: true }), newDeviceID: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => replaceDevice(ctx.services.db, authorize(ctx), args.oldDeviceID, args.newDeviceID),
  }),
);
