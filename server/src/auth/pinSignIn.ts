import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { MESSAGES, PIN_MAX_TRIES, PIN_REQUESTS_PER_WINDOW, PIN_REQUEST_WINDOW_SECONDS, PIN_TTL_SECONDS } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { ERRORS } from '../errors/errorCatalogue';
import type { Outbox } from '../notify/outbox';
import { audit } from './audit';
import { identifierOf, parseContact, type Contact } from './contactIdentifier';
import { hashPin, newPin, pinMatches } from './pinHash';
import { startSession } from './sessions';

export interface ContactInput {
  phoneNumber?: string | null;
  email?: string | null;
}

export interface PinSignInDeps {
  db: Db;
  outbox: Outbox;
  key: Uint8Array;
  appName: string;
}

async function findUser(db: Db, c: Contact) {
  const q = db.selectFrom('users').select(['id', 'phone_number', 'country_code', 'email', 'token_version']).where('deleted_at', 'is', null);
  return c.kind === 'phone'
    ? q.where('phone_number', '=', c.digits).orderBy('id').executeTakeFirst()
    : q.where(sql<string>`lower(email)`, '=', c.email).orderBy('id').executeTakeFirst();
}

/**
 * Sends a one-time PIN. A known and an unknown account get the same answer and the same limits: a request row
 * is written for both (the unknown one with a PIN nobody receives).
 */
export async function requestPin(deps: PinSignInDeps, input: ContactInput, ip: string | null): Promise<{ errorMessage: string | null }> {
  const contact = parseContact(input);
  if (!contact) {
    const phoneGiven = Boolean(input.phoneNumber?.trim());
    return { errorMessage: phoneGiven ? MESSAGES.invalidPhone : MESSAGES.invalidEmail };
  }
  const identifier = identifierOf(contact);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    // serialise requests for one identifier so the limit holds under concurrency
    await sql`SELECT pg_advisory_xact_lock(hashtext(${identifier}))`.execute(trx);
    const since = new Date(Date.now() - PIN_REQUEST_WINDOW_SECONDS * 1000);
    const { n } = await trx
      .selectFrom('pin_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('identifier', '=', identifier)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(n) >= PIN_REQUESTS_PER_WINDOW) return 'limited' as const;

    const user = await findUser(trx, contact);
    const pin = newPin();
    const salt = randomBytes(9).toString('base64url');
    await trx
      .insertInto('pin_requests')
      .values({
        identifier,
        user_id: user?.id ?? null,
        channel: contact.kind === 'phone' ? 'sms' : 'email',
        pin_hash: `${salt}$${hashPin(deps.key, salt, pin)}`,
        expires_at: new Date(Date.now() + PIN_TTL_SECONDS * 1000),
      })
      .execute();
    if (!user) return 'sent' as const;
    await deps.outbox.enqueue(
      {
        kind: 'pin',
        channel: contact.kind === 'phone' ? 'sms' : 'email',
        recipient: contact.kind === 'phone' ? `${user.country_code}${contact.digits}` : contact.email,
        user_id: user.id,
        subject: contact.kind === 'email' ? `Your ${deps.appName} sign-in PIN` : null,
        body: `Your ${deps.appName} PIN is ${pin}. It expires in 10 minutes.`,
      },
      trx,
    );
    await audit(trx, { actorUserId: user.id, asUserId: user.id, action: 'requestPin', ip });
    return 'sent' as const;
  });
  if (outcome === 'limited') return { errorMessage: ERRORS.PIN_RATE_LIMITED.message };
  deps.outbox.kick();
  return { errorMessage: null };
}

/** Checks a PIN against the newest live request for the identifier; 3 wrong tries end that PIN. */
export async function login(
  deps: PinSignInDeps,
  input: ContactInput & { pin: number },
  ip: string | null,
): Promise<{ authorization: string | null; errorMessage: string | null }> {
  const contact = parseContact(input);
  if (!contact) return { authorization: null, errorMessage: ERRORS.INVALID_CONTACT.message };
  if (!Number.isInteger(input.pin) || input.pin < 0 || input.pin > 9999) {
    return { authorization: null, errorMessage: ERRORS.INVALID_PIN_FORMAT.message };
  }
  const pin = String(input.pin).padStart(4, '0');
  const identifier = identifierOf(contact);

  const result = await deps.db.transaction().execute(async (trx) => {
    const request = await trx
      .selectFrom('pin_requests')
      .selectAll()
      .where('identifier', '=', identifier)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date())
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!request) return { error: ERRORS.PIN_REJECTED.message };
    if (request.attempts >= PIN_MAX_TRIES) return { error: ERRORS.PIN_TOO_MANY_TRIES.message };
    const [salt = '', hash = ''] = request.pin_hash.split('$');
    if (!request.user_id || !pinMatches(deps.key, salt, pin, hash)) {
      await trx.updateTable('pin_requests').set({ attempts: request.attempts + 1 }).where('id', '=', request.id).execute();
      return { error: ERRORS.PIN_REJECTED.message };
    }
    const user = await trx
      .selectFrom('users')
      .select(['id', 'token_version'])
      .where('id', '=', request.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) return { error: ERRORS.PIN_REJECTED.message };
    await trx.updateTable('pin_requests').set({ used_at: new Date() }).where('id', '=', request.id).execute();
    await audit(trx, { actorUserId: user.id, asUserId: user.id, action: 'login', ip });
    return { userId: user.id, tokenVersion: user.token_version };
  });
  if ('error' in result) return { authorization: null, errorMessage: result.error ?? null };
  return { authorization: await startSession(deps.db, deps.key, result.userId, result.tokenVersion), errorMessage: null };
}
