import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { authorize } from '../../auth/policy/authorize';
import { refuseFailedCredentials } from '../../auth/policy/failedCredentials';
import { companyTimeZoneArg, updateCompanyTimeZone } from '../../team/updateCompanyTimeZone';

/**
 * Sets a company's site time zone (an IANA name; null goes back to the server's DEFAULT_TIME_ZONE): report days and
 * hours, e-mails and the dates of its devices' screens follow it. Managers for their company, super users for any.
 */
builder.mutationField('updateCompanyTimeZone', (t) =>
  t.field({
    type: CompanyType,
    args: { companyID: t.arg.int({ required: true }), timeZone: t.arg.string({ description: 'IANA name, e.g. America/Chicago; null for the default.' }) },
    resolve: (_root, args, ctx) => {
      // failed credentials first, then the zone, then the viewer's rights: a bad zone is TIME_ZONE_INVALID even unsigned
      refuseFailedCredentials(ctx);
      const zone = companyTimeZoneArg(args.timeZone);
      return updateCompanyTimeZone(ctx.services.db, authorize(ctx), args.companyID, zone);
    },
  }),
);
