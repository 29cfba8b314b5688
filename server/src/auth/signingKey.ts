import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';

/**
 * The JWT signing key lives in the database so every server process on it shares one key (stateless
 * servers behind a load balancer) and sessions survive restarts.
 */
export async function loadSigningKey(db: Db): Promise<Uint8Array> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'jwt', value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
