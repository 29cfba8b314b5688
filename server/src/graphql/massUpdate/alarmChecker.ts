import { capabilitiesOf } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { companyFilter } from '../../auth/policy/companyFilter';
import { deviceFilter } from '../../auth/policy/deviceFilter';
import { AppError } from '../../errors/AppError';

interface AlarmCheckItem {
  id: number;
  companyID: number;
  companyName: string;
}

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
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      assertCan(ctx.viewer, 'massUpdate');
      const viewer = ctx.viewer;
      if (args.companyID != null && args.companyID !== viewer.companyId && !capabilitiesOf(viewer).companyPicker) {
        throw new AppError('FORBIDDEN');
      }
      let q = ctx.services.db
        .selectFrom('devices')
        .innerJoin('companies', 'companies.id', 'devices.company_id')
        .select(['devices.id', 'companies.id as companyID', 'companies.name as companyName'])
        .where('devices.is_active', '=', true)
        .where(deviceFilter(viewer, 'devices'))
        .where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM alarm_rules r WHERE r.device_id = devices.id)`)
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM tags tg WHERE tg.device_id = devices.id AND (tg.critical_high IS NOT NULL
          OR tg.critical_low IS NOT NULL OR tg.high_warning IS NOT NULL OR tg.low_warning IS NOT NULL))`);
      if (args.companyID != null) q = q.where('companies.id', '=', args.companyID);
      return q.orderBy('companies.name').orderBy('companies.id').orderBy('devices.id').execute();
    },
  }),
);
