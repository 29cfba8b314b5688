import { tagSettingsProblem } from '@fieldwatch/domain';
import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateSingleSetting } from '../../tag/updateSingleSetting';
import { TagSettingsType } from './TagSettingsType';

/** The graph's temperature-correction slider saved (spec 2 §7): super users and managers only (§6). */
builder.mutationField('updateTempCorrection', (t) =>
  t.field({
    nullable: true,
    type: TagSettingsType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      temperatureCorrectionCoefficient: t.arg.float({ required: true }),
    },
    resolve: (_root, a, ctx) =>
      updateSingleSetting(
        ctx.services.db,
        authorize(ctx),
        a.deviceID,
        a.tag,
        'editCorrections',
        { temperature_correction_coefficient: a.temperatureCorrectionCoefficient },
        tagSettingsProblem(a.tag, { temperatureCorrectionCoefficient: a.temperatureCorrectionCoefficient }),
      ),
  }),
);
