import { capabilitiesOf, normalizePath } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { audit } from '../auth/audit';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { DeviceRow } from '../graphql/types/DeviceType';

/** Refused claims allowed per user in the window before Add Device stops answering (a PIN has four digits). */
export const CLAIM_ATTEMPTS_ALLOWED = 10;
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
export async function claimDevice(db: Db, viewer: Viewer, req: ClaimRequest, ip: string | null): Promise<DeviceRow> {
  checkPosition(req.latitude, 90);
  checkPosition(req.longitude, 180);
  const recent = await db
    .selectFrom('device_claim_attempts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', viewer.actorId)
    .where('time', '>', sql<Date>`now() - ${CLAIM_WINDOW}::interval`)
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= CLAIM_ATTEMPTS_ALLOWED) throw new AppError('ADD_DEVICE_TOO_MANY');

  const claimed = await db.transaction().execute(async (trx) => {
    const device = await trx.selectFrom('devices').selectAll().where('id', '=', req.deviceId).forUpdate().executeTakeFirst();
    const pinMatches = device !== undefined && /^\d+$/.test(device.pin) && Number(device.pin) === req.pin;
    if (!device || !pinMatches || (device.company_id !== null && device.company_id !== req.companyId)) return null;

    const actor = { actorUserId: viewer.actorId, asUserId: viewer.id, ip };
    if (device.company_id === null) {
      await trx.updateTable('devices').set({ company_id: req.companyId }).where('id', '=', device.id).execute();
      if (req.companyId === viewer.companyId && !capabilitiesOf(viewer).allCompanyDevices) {
        await sql`
          INSERT INTO group_devices (group_id, device_id)
          SELECT g.id, ${device.id} FROM groups g JOIN group_users gu ON gu.group_id = g.id
          WHERE gu.user_id = ${viewer.id} AND g.company_id = ${req.companyId}
          ON CONFLICT DO NOTHING`.execute(trx);
      }
      await audit(trx, { ...actor, action: 'device.claim', targetType: 'device', targetId: device.id, detail: { companyId: req.companyId } });
    }

    const info: { name?: string | null; path?: string | null; latitude?: number; longitude?: number } = {};
    if (req.name != null && (req.name.trim() || null) !== device.name) info.name = req.name.trim() || null;
    if (req.path != null && (normalizePath(req.path) || null) !== device.path) info.path = normalizePath(req.path) || null;
    if (req.latitude != null && req.latitude !== device.latitude) info.latitude = req.latitude;
    if (req.longitude != null && req.longitude !== device.longitude) info.longitude = req.longitude;
    if (Object.keys(info).length > 0) {
      await trx.updateTable('devices').set(info).where('id', '=', device.id).execute();
      await audit(trx, { ...actor, action: 'device.info', targetType: 'device', targetId: device.id, detail: info });
    }
    return trx.selectFrom('devices').selectAll().where('id', '=', device.id).executeTakeFirstOrThrow();
  });

  if (!claimed) {
    await db.insertInto('device_claim_attempts').values({ user_id: viewer.actorId, device_id: req.deviceId }).execute();
    throw new AppError('ADD_DEVICE_REFUSED');
  }
  return claimed;
}
