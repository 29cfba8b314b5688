/**
 * The sign-in accounts the README, the console banner and the browser tests rely on. Changing one here
 * changes all three, so keep the e-mails and phones stable.
 */
export type DemoRole = 'superUser' | 'privileged' | 'manager' | 'full' | 'limited' | 'demo' | 'inactiveCompanyManager';

export interface DemoAccount {
  role: DemoRole;
  firstName: string;
  lastName: string;
  email: string;
  /** Ten digits, no country code (+1). */
  phone: string;
  company: string;
}

export const PROVIDER_COMPANY = 'FieldWatch';
export const ACME_COMPANY = 'Acme Oil & Gas';
export const BETA_COMPANY = 'Beta Gas Co';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'superUser',
    firstName: 'Sam',
    lastName: 'Super',
    email: 'sam.super@fieldwatch.test',
    phone: '5552010001',
    company: PROVIDER_COMPANY,
  },
  {
    role: 'privileged',
    firstName: 'Pat',
    lastName: 'Privileged',
    email: 'pat.privileged@fieldwatch.test',
    phone: '5552010006',
    company: PROVIDER_COMPANY,
  },
  { role: 'manager', firstName: 'Mary', lastName: 'Manager', email: 'mary.manager@acme.test', phone: '5552010002', company: ACME_COMPANY },
  { role: 'full', firstName: 'Frank', lastName: 'Full', email: 'frank.full@acme.test', phone: '5552010003', company: ACME_COMPANY },
  { role: 'limited', firstName: 'Liz', lastName: 'Limited', email: 'liz.limited@acme.test', phone: '5552010004', company: ACME_COMPANY },
  { role: 'demo', firstName: 'Dana', lastName: 'Demo', email: 'dana.demo@acme.test', phone: '5552010005', company: ACME_COMPANY },
  {
    role: 'inactiveCompanyManager',
    firstName: 'Ivan',
    lastName: 'Inactive',
    email: 'ivan.inactive@betagas.test',
    phone: '5552010007',
    company: BETA_COMPANY,
  },
];
