import { flagsForRole, type Role } from '@fieldwatch/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/connection';
import type { UsersTable } from '../../src/db/schema';

let seq = 0;
// one random prefix per test file, then a counter: unique within the file (a random number per user collided now and
// then), and unlike another file's users where two files' rows meet
const base = Math.floor(Math.random() * 1000);

/** A user of the given role in the company, with a unique valid phone number and e-mail. */
export async function createUser(
  db: Db,
  companyId: number | null,
  role: Role = 'limited',
  overrides: Partial<Insertable<UsersTable>> = {},
) {
  seq++;
  const flags = flagsForRole(role);
  const n = String(base * 10_000 + (seq % 10_000)).padStart(7, '0');
  return db
    .insertInto('users')
    .values({
      company_id: companyId,
      first_name: `First${seq}`,
      last_name: `Last${seq}`,
      email: `user${seq}.${n}@example.test`,
      phone_number: `555${n}`,
      is_super_user: flags.isSuperUser,
      is_manager: flags.isManager,
      can_edit: flags.canEdit,
      is_demo: flags.isDemo,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
