import { builder } from '../builder';
import { DeviceType } from '../types/DeviceType';
import { authorize } from '../../auth/policy/authorize';
import { updateDevice } from '../../device/updateDevice';

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
    resolve: (_root, args, ctx) => updateDevice(ctx.services.db, authorize(ctx), args.id, args.update),
  }),
);
