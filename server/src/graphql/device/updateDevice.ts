import { isSubtypeValue } from '@fieldwatch/domain';
import { deviceAbilities } from '@fieldwatch/domain';
import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { requireViewer } from '../../auth/policy/assertCan';
import { lockDeviceFor } from '../../auth/policy/deviceAccess';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { deviceUpdateColumns, type DeviceUpdateInput } from '../../device/deviceUpdate';

const AddressInput = builder.inputType('DeviceAddressInput', {
  fields: (t) => ({
    contactName: t.string(),
    street1: t.string(),
    street2: t.string(),
    city: t.string(),
    state: t.string(),
    zip: t.string(),
  }),
});

const DeviceUpdate = builder.inputType('DeviceUpdateInput', {
  description: 'Absent fields stay as they are. Which fields a role may send: spec 2 §6.',
  fields: (t) => ({
    name: t.string(),
    path: t.string(),
    deviceType: t.int(),
    companyID: t.int(),
    isActive: t.boolean(),
    inService: t.boolean(),
    timeOffset: t.int(),
    accountingCode: t.string(),
    apiNumber: t.string({ description: '10 to 12 digits; anything not numeric is stored as null.' }),
    userAssignedID: t.string({ description: 'Empty is stored as null.' }),
    description: t.string({ description: 'The description option string: key:value pairs separated by commas.' }),
    address: t.field({ type: AddressInput }),
    latitude: t.float(),
    longitude: t.float(),
    pin: t.string({ description: 'Install PIN (super users).' }),
    boardRev: t.string(),
    firmwareVersion: t.int(),
    simNumber: t.string(),
    sensorSubtype1: t.int({ description: "Super users: the sensor tree's first subtype (spec 1 'Sensor subtype meanings')." }),
    sensorSubtype2: t.int({ description: "Super users: the sensor tree's second subtype." }),
  }),
});

/** Device Info save (spec 2 §4.1, §7): every field checked against the viewer's role before anything is written. */
builder.mutationField('updateDevice', (t) =>
  t.field({
    type: DeviceType,
    nullable: false,
    args: { id: t.arg.int({ required: true }), update: t.arg({ type: DeviceUpdate, required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const update = args.update as DeviceUpdateInput;
      const cols = deviceUpdateColumns(update, deviceAbilities(viewer));
      return ctx.services.db.transaction().execute(async (trx) => {
        await lockDeviceFor(trx, viewer, args.id, 'rename');
        if (cols.sensor_subtype1 !== undefined || cols.sensor_subtype2 !== undefined) {
          // the numbers mean something only for the device's sensor kind (its default tag)
          const { default_tag } = await trx.selectFrom('devices').select('default_tag').where('id', '=', args.id).executeTakeFirstOrThrow();
          const s1 = cols.sensor_subtype1 as number | null | undefined;
          const s2 = cols.sensor_subtype2 as number | null | undefined;
          if ((s1 !== undefined && !isSubtypeValue(default_tag, 1, s1)) || (s2 !== undefined && !isSubtypeValue(default_tag, 2, s2))) {
            throw new AppError('SENSOR_SUBTYPE_INVALID');
          }
        }
        if (cols.company_id !== undefined) {
          const company = await trx.selectFrom('companies').select('id').where('id', '=', Number(cols.company_id)).executeTakeFirst();
          if (!company) throw new AppError('BAD_INPUT', { message: 'That company does not exist.' });
        }
        const row = Object.keys(cols).length
          ? await trx.updateTable('devices').set(cols).where('id', '=', args.id).returningAll().executeTakeFirstOrThrow()
          : await trx.selectFrom('devices').selectAll().where('id', '=', args.id).executeTakeFirstOrThrow();
        await audit(trx, {
          actorUserId: viewer.actorId, asUserId: viewer.id, action: 'device.update', targetType: 'device',
          targetId: args.id, detail: { fields: Object.keys(cols) }, ip: ctx.ip,
        });
        return row;
      });
    },
  }),
);
