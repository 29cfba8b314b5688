import { accountingCodesOf } from '@fieldwatch/domain';
import type { Db } from '../db/connection';

/** A company Generate Invoice may bill, with its tax flag and its devices' accounting codes. */
export interface BillingCompany {
  id: number;
  name: string;
  isTaxed: boolean;
  accountingCodes: string[];
}

/** Generate Invoice's company choices (spec 3 §4): companies flagged billed, by name, with their accounting codes. */
export async function billingCompanies(db: Db): Promise<BillingCompany[]> {
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'name', 'is_taxed'])
    .where('is_billed', '=', true)
    .orderBy('name')
    .execute();
  if (!companies.length) return [];
  const codes = await db
    .selectFrom('devices')
    .select(['company_id', 'accounting_code'])
    .distinct()
    .where(
      'company_id',
      'in',
      companies.map((c) => c.id),
    )
    .where('accounting_code', 'is not', null)
    .execute();
  return companies.map((c) => ({
    id: c.id,
    name: c.name,
    isTaxed: c.is_taxed,
    accountingCodes: accountingCodesOf(codes.filter((r) => r.company_id === c.id).map((r) => ({ accountingCode: r.accounting_code }))),
  }));
}
