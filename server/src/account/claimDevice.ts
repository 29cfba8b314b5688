import { capabilitiesOf, normalizePath } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { DeviceRow } from '../db/rows';

/** Refused claims allowed per user in the window before Add Device stops answering (a PIN has four digits). */
export const CLAIM_ATTEMPTS_ALLOWED = 10;
/** Refused claims of one device id, from any users, in the window: several accounts guessing together get no more. */
const CLAIM_ATTEMPTS_PER_DEVICE = 20;
const CLAIM_WINDOW = '10 minutes';

export interface ClaimRequest {
  deviceId: number;
  pin: number;
  companyId: number;
  name?: string | null;
  path?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

function checkPosition(value: number | null | undefined, limit: number): void {
  if (value != null && (!Number.isFinite(value) || Math.abs(value) > limit)) {
    throw new AppError('BAD_INPUT', { message: 'Latitude must lie within ±90 and longitude within ±180.' });
  }
}

/**
 * Add Device (spec 3 §4): a device is claimed by its id and install PIN for a company. It must be unclaimed or
 * already belong to that company; the page repeats the same request while it waits, so claiming again is a
 * no-op. A user who sees only their groups' devices gets the device in their groups, so that they can find
 * what they added. Name, path and position, when sent, are saved with it (Save Info). Every refusal looks the
 * same (an unknown id, a wrong PIN and another company's device are not told apart) and is counted.
 */
export async function claimDevice(db: Db, actor: AuthorizedActor, req: ClaimRequest): Promise<DeviceRow> {
  const { viewer } = actor;
  checkPosition(req.latitude, 90);
  checkPosition(req.longitude, 180);
  // The limits are read, the PIN checked and a refusal counted in one transaction that holds a lock per user and per
  // device id: concurrent guesses wait for each other, so a thousand at once evaluate no more PINs than one at a time.
  const outcome = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`device_claim_user:${viewer.actorId}`}))`.execute(trx);
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`device_claim_device:${req.deviceId}`}))`.execute(trx);
    const recent = await trx
      .selectFrom('device_claim_attempts')
      .select((eb) => [
        eb.fn.countAll<string>().filterWhere('user_id', '=', viewer.actorId).as('byUser'),
        eb.fn.countAll<string>().filterWhere('device_id', '=', req.deviceId).as('byDevice'),
      ])
      .where((eb) => eb.or([eb('user_id', '=', viewer.actorId), eb('device_id', '=', req.deviceId)]))
      .where('time', '>', sql<Date>`now() - ${CLAIM_WINDOW}::interval`)
      .executeTakeFirstOrThrow();
    if (Number(recent.byUser) >= CLAIM_ATTEMPTS_ALLOWED || Number(recent.byDevice) >= CLAIM_ATTEMPTS_PER_DEVICE) return 'too-many' as const;

    const device = await trx.selectFrom('devices').selectAll().where('id', '=', req.deviceId).forUpdate().executeTakeFirst();
    const pinMatches = device !== undefined && /^\d+$/.test(device.pin) && Number(device.pin) === req.pin;
    if (!device || !pinMatches || (device.company_id !== null && device.company_id !== req.companyId)) {
      // counted in the same transaction that checked the PIN: the next guess sees it
      await trx.insertInto('device_claim_attempts').values({ user_id: viewer.actorId, device_id: req.deviceId }).execute();
      return 'refused' as const;
    }

    if (device.company_id === null) {
      await trx.updateTable('devices').set({ company_id: req.companyId }).where('id', '=', device.id).execute();
      if (req.companyId === viewer.companyId && !capabilitiesOf(viewer).allCompanyDevices) {
        await sql`
          INSERT INTO group_devices (group_id, device_id)
          SELECT g.id, ${device.id} FROM groups g JOIN group_users gu ON gu.group_id = g.id
          WHERE gu.user_id = ${viewer.id} AND g.company_id = ${req.companyId}
          ON CONFLICT DO NOTHING`.execute(trx);
      }
      await audit(trx, actor, 'device.claim', { type: 'device', id: device.id }, { companyId: req.companyId });
    }

    const info: { name?: string | null; path?: string | null; latitude?: number; longitude?: number } = {};
    if (req.name != null && (req.name.trim() || null) !== device.name) info.name = req.name.trim() || null;
    if (req.path != null && (normalizePath(req.path) || null) !== device.path) info.path = normalizePath(req.path) || null;
    if (req.latitude != null && req.latitude !== device.latitude) info.latitude = req.latitude;
    if (req.longitude != null && req.longitude !== device.longitude) info.longitude = req.longitude;
    if (Object.keys(info).length > 0) {
      await trx.updateTable('devices').set(info).where('id', '=', device.id).execute();
      await audit(trx, actor, 'device.info', { type: 'device', id: device.id }, info);
    }
    return trx.selectFrom('devices').selectAll().where('id', '=', device.id).executeTakeFirstOrThrow();
  });

  if (outcome === 'too-many') throw new AppError('ADD_DEVICE_TOO_MANY');
  if (outcome === 'refused') throw new AppError('ADD_DEVICE_REFUSED');
  return outcome;
}
