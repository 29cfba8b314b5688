import { createHmac } from 'node:crypto';
import type { Db } from '../db/connection';
import { ACME_COMPANY, BETA_COMPANY, DEMO_ACCOUNTS, PROVIDER_COMPANY, type DemoRole } from './demoAccounts';
import type { CompanyKey } from './demoFleetTypes';
import { DAY_MS, HOUR_MS } from './demoPlan';

export type UserKey =
  | 'sam'
  | 'sue'
  | 'pat'
  | 'omar'
  | 'mary'
  | 'frank'
  | 'liz'
  | 'dana'
  | 'carlos'
  | 'rachel'
  | 'hector'
  | 'derek'
  | 'ivan'
  | 'grace'
  | 'harriet'
  | 'walter';

export interface People {
  companies: Record<CompanyKey, number>;
  users: Record<UserKey, number>;
}

interface PersonSpec {
  key: UserKey;
  company: CompanyKey;
  first: string;
  last: string;
  email: string | null;
  phone: string | null;
  countryCode?: string;
  flags?: { super?: boolean; manager?: boolean; edit?: boolean; demo?: boolean; privileged?: boolean };
  /** Hours since the user was last seen; null: never signed in. */
  activeHoursAgo: number | null;
  deletedDaysAgo?: number;
  createdDaysAgo: number;
  notifications?: string;
}

const ROLE_FLAGS: Record<DemoRole, PersonSpec['flags']> = {
  superUser: { super: true },
  privileged: { privileged: true, manager: true },
  manager: { manager: true },
  full: { edit: true },
  limited: {},
  demo: { demo: true },
  inactiveCompanyManager: { manager: true },
};

const COMPANY_KEYS: Record<string, CompanyKey> = { [PROVIDER_COMPANY]: 'provider', [ACME_COMPANY]: 'acme', [BETA_COMPANY]: 'beta' };
const ACCOUNT_KEYS: Record<DemoRole, UserKey> = {
  superUser: 'sam',
  privileged: 'pat',
  manager: 'mary',
  full: 'frank',
  limited: 'liz',
  demo: 'dana',
  inactiveCompanyManager: 'ivan',
};
const ACCOUNT_ACTIVITY: Record<DemoRole, number | null> = {
  superUser: 0.3,
  privileged: 3,
  manager: 1,
  full: 2,
  limited: 5,
  demo: 30,
  inactiveCompanyManager: 240,
};

const EVERYTHING_ON = '{"startup":true,"shutdown":true,"failure":true,"slowdown":true,"tardy":true,"hibernating":true}';

/** The README accounts first, then the colleagues that make the team screens look lived in. */
const PEOPLE: PersonSpec[] = [
  ...DEMO_ACCOUNTS.map((a): PersonSpec => ({
    key: ACCOUNT_KEYS[a.role],
    company: COMPANY_KEYS[a.company] ?? 'provider',
    first: a.firstName,
    last: a.lastName,
    email: a.email,
    phone: a.phone,
    flags: ROLE_FLAGS[a.role],
    activeHoursAgo: ACCOUNT_ACTIVITY[a.role],
    createdDaysAgo: a.company === PROVIDER_COMPANY ? 800 : 380,
    notifications: a.role === 'manager' ? EVERYTHING_ON : undefined,
  })),
  {
    key: 'sue',
    company: 'provider',
    first: 'Sue',
    last: 'Staff',
    email: 'sue.staff@fieldwatch.test',
    phone: '5552010008',
    flags: { super: true },
    activeHoursAgo: 20,
    createdDaysAgo: 700,
  },
  // a super user who signs in by e-mail only
  {
    key: 'omar',
    company: 'provider',
    first: 'Omar',
    last: 'Okafor',
    email: 'omar.okafor@fieldwatch.test',
    phone: null,
    flags: { super: true },
    activeHoursAgo: 75,
    createdDaysAgo: 500,
  },
  {
    key: 'carlos',
    company: 'acme',
    first: 'Carlos',
    last: 'Ortega',
    email: 'carlos.ortega@acme.test',
    phone: '4325550142',
    flags: { edit: true },
    activeHoursAgo: 26,
    createdDaysAgo: 300,
  },
  {
    key: 'rachel',
    company: 'acme',
    first: 'Rachel',
    last: 'Nguyen',
    email: 'rachel.nguyen@acme.test',
    phone: '4325550187',
    activeHoursAgo: null,
    createdDaysAgo: 45,
  },
  {
    key: 'hector',
    company: 'acme',
    first: 'Hector',
    last: 'Ramirez',
    email: 'hector.ramirez@acme.test',
    phone: '4325550119',
    activeHoursAgo: 150,
    createdDaysAgo: 210,
  },
  // left the company: kept for the history rows that name him
  {
    key: 'derek',
    company: 'acme',
    first: 'Derek',
    last: 'Walsh',
    email: 'derek.walsh@acme.test',
    phone: '4325550163',
    activeHoursAgo: 620,
    deletedDaysAgo: 20,
    createdDaysAgo: 350,
  },
  {
    key: 'grace',
    company: 'beta',
    first: 'Grace',
    last: 'Holloway',
    email: 'grace.holloway@betagas.test',
    phone: '5705550134',
    flags: { edit: true },
    activeHoursAgo: 50,
    createdDaysAgo: 370,
  },
  {
    key: 'harriet',
    company: 'beta',
    first: 'Harriet',
    last: 'Hughes',
    email: 'harriet.hughes@betagas.test',
    phone: '7911234567',
    countryCode: '+44',
    activeHoursAgo: null,
    createdDaysAgo: 120,
  },
  {
    key: 'walter',
    company: 'beta',
    first: 'Walter',
    last: 'Price',
    email: 'walter.price@betagas.test',
    phone: '5705550178',
    activeHoursAgo: 400,
    createdDaysAgo: 360,
  },
];

/** Demo unsubscribe links must not change between starts, so the token is derived rather than random. */
function unsubscribeToken(email: string | null, key: string): string {
  return createHmac('sha256', 'fieldwatch-demo')
    .update(`unsubscribe:${email ?? key}`)
    .digest('hex');
}

/** Companies, users and the privileged user's company allow-list. */
export async function seedPeople(db: Db, now: Date): Promise<People> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const companyRows = await db
    .insertInto('companies')
    .values([
      { name: PROVIDER_COMPANY, is_internal: true, created_at: ago(900 * DAY_MS) },
      {
        name: ACME_COMPANY,
        is_active: true,
        is_billed: true,
        is_taxed: true,
        price_per_device: 12.5,
        tax_rate: 0.0825,
        hide_recent_from_tardy: false,
        created_at: ago(700 * DAY_MS),
        time_zone: 'America/Chicago',
      },
      {
        name: BETA_COMPANY,
        is_active: false,
        is_billed: true,
        price_per_device: 10,
        hide_recent_from_tardy: true,
        created_at: ago(500 * DAY_MS),
        time_zone: 'America/New_York',
      },
    ])
    .returning(['id', 'name'])
    .execute();
  const companyId = (name: string) => companyRows.find((c) => c.name === name)!.id;
  const companies: Record<CompanyKey, number> = {
    provider: companyId(PROVIDER_COMPANY),
    acme: companyId(ACME_COMPANY),
    beta: companyId(BETA_COMPANY),
  };

  const userRows = await db
    .insertInto('users')
    .values(
      PEOPLE.map((p) => ({
        company_id: companies[p.company],
        first_name: p.first,
        last_name: p.last,
        email: p.email,
        phone_number: p.phone,
        country_code: p.countryCode ?? '+1',
        is_super_user: Boolean(p.flags?.super),
        is_manager: Boolean(p.flags?.manager),
        can_edit: Boolean(p.flags?.edit),
        is_demo: Boolean(p.flags?.demo),
        is_privileged: Boolean(p.flags?.privileged),
        view_inactive_companies: Boolean(p.flags?.super || p.flags?.privileged),
        unsubscribe_token: unsubscribeToken(p.email, p.key),
        notification_settings: p.notifications,
        latest_activity: p.activeHoursAgo === null ? null : ago(Math.round(p.activeHoursAgo * HOUR_MS)),
        created_at: ago(p.createdDaysAgo * DAY_MS),
        deleted_at: p.deletedDaysAgo ? ago(p.deletedDaysAgo * DAY_MS) : null,
      })),
    )
    .returning(['id', 'first_name', 'last_name'])
    .execute();
  const idOf = (p: PersonSpec) => userRows.find((r) => r.first_name === p.first && r.last_name === p.last)!.id;
  const users = Object.fromEntries(PEOPLE.map((p) => [p.key, idOf(p)])) as Record<UserKey, number>;

  await db
    .insertInto('user_company_access')
    .values([
      { user_id: users.pat, company_id: companies.acme },
      { user_id: users.pat, company_id: companies.beta },
    ])
    .execute();
  return { companies, users };
}

/** Active, non-deleted users with the hours since they were last seen, for the activity report. */
export function activeUsers(): { key: UserKey; hoursAgo: number }[] {
  return PEOPLE.filter((p) => p.activeHoursAgo !== null && !p.deletedDaysAgo).map((p) => ({ key: p.key, hoursAgo: p.activeHoursAgo! }));
}
