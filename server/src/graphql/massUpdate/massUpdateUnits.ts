import { effectiveUnits } from '@fieldwatch/domain';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { deviceFilter } from '../../auth/policy/deviceFilter';
import { AppError } from '../../errors/AppError';

/** As many as massUpdateProgress takes: a mass update list is typed by hand. */
const MAX_IDS = 2000;
const MAX_TAGS = 20;

interface DeviceUnit {
  deviceId: number;
  tag: string;
  unit: string;
}

const DeviceUnitType = builder.objectRef<DeviceUnit>('MassUpdateUnit').implement({
  fields: (t) => ({
    deviceID: t.exposeInt('deviceId'),
    tag: t.exposeString('tag'),
    unit: t.exposeString('unit', { description: "The tag's display unit on that device: the unit its thresholds and rule values are read in." }),
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
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      assertCan(ctx.viewer, 'massUpdate');
      if (args.deviceIDs.length > MAX_IDS || args.tags.length > MAX_TAGS) throw new AppError('BAD_INPUT', { message: `At most ${MAX_IDS} devices and ${MAX_TAGS} sensors.` });
      const ids = [...new Set(args.deviceIDs)];
      const tags = [...new Set(args.tags)];
      if (ids.length === 0 || tags.length === 0) return [];
      const rows = await ctx.services.db
        .selectFrom('tags')
        .innerJoin('devices', 'devices.id', 'tags.device_id')
        .select(['tags.device_id', 'tags.tag', 'tags.display_units', 'devices.default_tag', 'devices.display_units as device_units'])
        .where('tags.device_id', 'in', ids)
        .where('tags.tag', 'in', tags)
        .where(deviceFilter(ctx.viewer, 'devices'))
        .orderBy('tags.device_id')
        .orderBy('tags.tag')
        .execute();
      return rows.map((r) => ({
        deviceId: Number(r.device_id),
        tag: r.tag,
        unit: effectiveUnits({ tag: r.tag, displayUnits: r.display_units }, { defaultTag: r.default_tag, displayUnits: r.device_units }),
      }));
    },
  }),
);
