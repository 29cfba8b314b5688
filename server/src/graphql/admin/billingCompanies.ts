import { accountingCodesOf } from '@fieldwatch/domain';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';

interface BillingCompanyRow {
  id: number;
  name: string;
  isTaxed: boolean;
  accountingCodes: string[];
}

const BillingCompanyType = builder.objectRef<BillingCompanyRow>('BillingCompany').implement({
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
    type: [BillingCompanyType],
    resolve: async (_root, _args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const db = ctx.services.db;
      const companies = await db.selectFrom('companies').select(['id', 'name', 'is_taxed']).where('is_billed', '=', true).orderBy('name').execute();
      if (!companies.length) return [];
      const codes = await db
        .selectFrom('devices')
        .select(['company_id', 'accounting_code'])
        .distinct()
        .where('company_id', 'in', companies.map((c) => c.id))
        .where('accounting_code', 'is not', null)
        .execute();
      return companies.map((c) => ({
        id: c.id,
        name: c.name,
        isTaxed: c.is_taxed,
        accountingCodes: accountingCodesOf(codes.filter((r) => r.company_id === c.id).map((r) => ({ accountingCode: r.accounting_code }))),
      }));
    },
  }),
);
