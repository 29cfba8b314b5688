import { builder } from '../builder';
import { DeviceSettingType } from './devicePageTypes';
import { authorize } from '../../auth/policy/authorize';
import { changeSettings } from '../../device/changeSettings';

const SettingInput = builder.inputType('DeviceSettingInput', {
  fields: (t) => ({
    key: t.string({ required: true }),
    value: t.string({ required: true, description: 'Intervals in seconds.' }),
  }),
});

/** Saves the changed values of the settings form at once (spec 2 §4.1); all or nothing. */
builder.mutationField('updateDeviceSetting', (t) =>
  t.field({
    type: [DeviceSettingType],
    nullable: false,
    args: {
      deviceID: t.arg.int({ required: true }),
      settings: t.arg({ type: [SettingInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      changeSettings(
        ctx.services.db,
        authorize(ctx),
        args.deviceID,
        args.settings.map((s) => ({ key: s.key, value: s.value })),
      ),
  }),
);
