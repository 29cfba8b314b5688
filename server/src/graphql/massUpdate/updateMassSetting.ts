import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateMassSetting } from '../../massUpdate/updateMassSetting';
import { MassActionInputType, MassRuleInputType } from './massUpdateInputs';
import { MassUpdateResultType } from './MassUpdateResultType';

/**
 * Update Devices (spec 3 §2, §5, §7): applies the settings, rules and notifications to every listed device the
 * viewer may change, in one transaction, and lists the others as refused by id. Bad input changes nothing.
 */
builder.mutationField('updateMassSetting', (t) =>
  t.field({
    nullable: false,
    type: MassUpdateResultType,
    args: {
      deviceIDs: t.arg.string({ required: true }),
      setting1: t.arg.string(),
      setting2: t.arg.string(),
      setting3: t.arg.string(),
      setting4: t.arg.string(),
      setting5: t.arg.string(),
      setting6: t.arg.string(),
      setting7: t.arg.string(),
      setting8: t.arg.string(),
      setting9: t.arg.string(),
      setting10: t.arg.string(),
      setting11: t.arg.string(),
      rules: t.arg({ type: [MassRuleInputType] }),
      actions: t.arg({ type: [MassActionInputType] }),
    },
    // the role first, so someone without mass update learns nothing about their input
    resolve: (_root, args, ctx) => updateMassSetting(ctx.services.db, authorize(ctx, 'massUpdate'), args),
  }),
);
