import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/connection';
import type { CompaniesTable } from '../../src/db/schema';

let seq = 0;

export async function createCompany(db: Db, overrides: Partial<Insertable<CompaniesTable>> = {}) {
  seq++;
  return db
    .insertInto('companies')
    .values({ name: `Company ${seq}`, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}
