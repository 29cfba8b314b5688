import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { devicesWithoutAlarms, type AlarmCheckItem } from '../../massUpdate/alarmChecker';

const AlarmCheckItemType = builder.objectRef<AlarmCheckItem>('AlarmCheckItem').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    companyID: t.exposeInt('companyID'),
    companyName: t.exposeString('companyName'),
  }),
});

/**
 * Check Alarms Set (spec 3 §2): the active devices the viewer reaches that have no alarm set (no rule and no legacy
 * threshold on any sensor), by company name then id. `companyID` narrows to one company; only super users and
 * privileged users (the company selector) may name a company other than their own.
 */
builder.queryField('alarmChecker', (t) =>
  t.field({
    nullable: false,
    type: [AlarmCheckItemType],
    args: { companyID: t.arg.int() },
    resolve: (_root, args, ctx) => devicesWithoutAlarms(ctx.services.db, authorize(ctx, 'massUpdate').viewer, args.companyID),
  }),
);
