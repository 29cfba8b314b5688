import { createHash, randomBytes } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../../src/db/connection';
import type { DevicesTable } from '../../src/db/schema';

let nextId = 900_000;

/** A device with an install PIN and a transport secret (returned, as a device would hold it). */
export async function createDevice(db: Db, companyId: number | null, overrides: Partial<Insertable<DevicesTable>> = {}) {
  const secret = randomBytes(24).toString('hex');
  const row = await db
    .insertInto('devices')
    .values({
      id: nextId++,
      company_id: companyId,
      name: `Device ${nextId}`,
      path: '/Field',
      pin: '1234',
      secret_hash: createHash('sha256').update(secret).digest('hex'),
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, secret };
}
