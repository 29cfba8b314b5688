import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateSingleSetting } from '../../tag/updateSingleSetting';
import { TagSettingsType } from './TagSettingsType';

/** Show/Hide Fourier Plot stored on the tag (spec 2 §7); Fourier display options are for super users and managers (§6). */
builder.mutationField('updateFourierEnabled', (t) =>
  t.field({
    nullable: true,
    type: TagSettingsType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      fourierPlotEnabled: t.arg.boolean({ required: true }),
    },
    resolve: (_root, a, ctx) =>
      updateSingleSetting(
        ctx.services.db,
        authorize(ctx),
        a.deviceID,
        a.tag,
        'editCorrections',
        { fourier_plot_enabled: a.fourierPlotEnabled },
        a.tag === 'vib' ? null : 'The Fourier plot is only offered for vibration sensors.',
      ),
  }),
);
