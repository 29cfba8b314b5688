import { isTimeZone } from '@fieldwatch/domain';
import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { assertManagesCompany } from '../../auth/policy/manageableCompany';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';

/**
 * Sets a company's site time zone (an IANA name; null goes back to the server's DEFAULT_TIME_ZONE): report days and
 * hours, e-mails and the dates of its devices' screens follow it. Managers for their company, super users for any.
 */
builder.mutationField('updateCompanyTimeZone', (t) =>
  t.field({
    type: CompanyType,
    args: { companyID: t.arg.int({ required: true }), timeZone: t.arg.string({ description: 'IANA name, e.g. America/Chicago; null for the default.' }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const zone = args.timeZone ?? null;
      if (zone !== null && !isTimeZone(zone)) throw new AppError('TIME_ZONE_INVALID');
      return ctx.services.db.transaction().execute(async (trx) => {
        await assertManagesCompany(trx, ctx.viewer, args.companyID);
        const viewer = ctx.viewer!;
        const row = await trx.updateTable('companies').set({ time_zone: zone }).where('id', '=', args.companyID).returningAll().executeTakeFirst();
        if (!row) throw new AppError('TEAM_COMPANY_NOT_FOUND');
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.company.timeZone', { type: 'company', id: row.id }, { timeZone: zone });
        return row;
      });
    },
  }),
);
