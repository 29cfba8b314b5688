import { tagSettingsProblem } from '@fieldwatch/domain';
import { builder } from '../builder';
import { updateSingleSetting } from './singleSetting';
import { TagSettingsType } from './TagSettingsType';

/** The graph's temperature-correction slider saved (spec 2 §7): super users and managers only (§6). */
builder.mutationField('updateTempCorrection', (t) =>
  t.field({
    type: TagSettingsType,
    args: { deviceID: t.arg.int({ required: true }), tag: t.arg.string({ required: true }), temperatureCorrectionCoefficient: t.arg.float({ required: true }) },
    resolve: (_root, a, ctx) =>
      updateSingleSetting(ctx, a.deviceID, a.tag, 'editCorrections', { temperature_correction_coefficient: a.temperatureCorrectionCoefficient },
        tagSettingsProblem(a.tag, { temperatureCorrectionCoefficient: a.temperatureCorrectionCoefficient })),
  }),
);
