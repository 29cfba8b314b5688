import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { AppError } from '../errors/AppError';
import { hashDeviceSecret } from '../ingest/deviceAuth';

/**
 * A new transport secret for a device (a leaked one, a board re-flashed in the field): 192 random bits like the
 * factory's (createPurchaseOrder.ts), only its hash kept, so the caller shows it once. The old secret stops working
 * at once in this process and within a minute in others (their secret caches, docs/device-protocol.md). Audited.
 */
export async function reissueDeviceSecret(db: Db, actor: AuthorizedActor, deviceId: number): Promise<string> {
  const secret = randomBytes(24).toString('hex');
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('devices')
      .set({ secret_hash: hashDeviceSecret(secret) })
      .where('id', '=', deviceId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new AppError('NOT_FOUND');
    await audit(trx, actor, 'device.secret.reissue', { type: 'device', id: deviceId });
  });
  return secret;
}
