import type { CompanyRow } from '../../db/rows';
import { builder } from '../builder';

export type { CompanyRow } from '../../db/rows';

export const CompanyType = builder.objectRef<CompanyRow>('Company').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    isActive: t.exposeBoolean('is_active'),
    isBilled: t.exposeBoolean('is_billed'),
    isTaxed: t.exposeBoolean('is_taxed'),
    timeZone: t.string({
      description: "The company's site time zone (IANA); the server's DEFAULT_TIME_ZONE when it has not chosen one.",
      resolve: (c, _a, ctx) => c.time_zone ?? ctx.services.config.defaultTimeZone,
    }),
  }),
});
