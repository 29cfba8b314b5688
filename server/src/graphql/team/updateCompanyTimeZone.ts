import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { authorize } from '../../auth/policy/authorize';
import { companyTimeZoneArg, updateCompanyTimeZone } from '../../team/updateCompanyTimeZone';

/**
 * Sets a company's site time zone (an IANA name; null goes back to the server's DEFAULT_TIME_ZONE): report days and
 * hours, e-mails and the dates of its devices' screens follow it. Managers for their company, super users for any.
 */
builder.mutationField('updateCompanyTimeZone', (t) =>
  t.field({
    nullable: true,
    type: CompanyType,
    args: {
      companyID: t.arg.int({ required: true }),
      timeZone: t.arg.string({ description: 'IANA name, e.g. America/Chicago; null for the default.' }),
    },
    resolve: (_root, args, ctx) => {
      const actor = authorize(ctx);
      return updateCompanyTimeZone(ctx.services.db, actor, args.companyID, companyTimeZoneArg(args.timeZone));
    },
  }),
);
