import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { billingCompanies, type BillingCompany } from '../../admin/billingCompanies';

const BillingCompanyType = builder.objectRef<BillingCompany>('BillingCompany').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    isTaxed: t.exposeBoolean('isTaxed'),
    accountingCodes: t.exposeStringList('accountingCodes', { description: 'Unique, non-empty, sorted (spec 3 §4).' }),
  }),
});

/** Generate Invoice's company choices: companies flagged billed, with their tax flag and accounting codes. */
builder.queryField('billingCompanies', (t) =>
  t.field({
    nullable: true,
    type: [BillingCompanyType],
    resolve: (_root, _args, ctx) => {
      authorize(ctx, 'admin');
      return billingCompanies(ctx.services.db);
    },
  }),
);
