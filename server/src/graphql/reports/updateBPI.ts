import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateBarrelsPerInch } from '../../reports/reportSettings';
import { ReportSettingsType } from './reportTypes';

/** UPDATE_BPI (spec 2 §7): the tank report's barrels per inch, saved 2 s after the last edit. */
builder.mutationField('updateBPI', (t) =>
  t.field({
    nullable: true,
    type: ReportSettingsType,
    args: {
      deviceID: t.arg.int({ required: true }),
      tag: t.arg.string({ required: true }),
      barrelsPerInch: t.arg.float({ required: true }),
    },
    resolve: (_root, args, ctx) => updateBarrelsPerInch(ctx.services.db, authorize(ctx), args.deviceID, args.tag, args.barrelsPerInch),
  }),
);
