import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { MESSAGES, PIN_MAX_TRIES, PIN_TTL_SECONDS, receivesTexts, type PhoneType } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { ERRORS, pinRateLimitedMessage } from '../errors/errorCatalogue';
import type { Outbox } from '../notify/outbox';
import { audit } from './audit';
import { identifierOf, parseContact, type Contact } from './contactIdentifier';
import { hashPin, newPin, pinMatches } from './pinHash';
import { pinRequestWaitSeconds } from './pinRequestLimits';
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

/** What the limits count by: the user (whichever of e-mail or phone was typed), or the unknown contact alone. */
const accountKeyOf = (user: { id: number } | undefined, identifier: string) => (user ? `user:${user.id}` : `contact:${identifier}`);

async function findUser(db: Db, c: Contact) {
  const q = db
    .selectFrom('users')
    .select(['id', 'phone_number', 'country_code', 'email', 'token_version', 'phone_type'])
    .where('deleted_at', 'is', null);
  return c.kind === 'phone'
    ? q.where('phone_number', '=', c.digits).orderBy('id').executeTakeFirst()
    : q
        .where(sql<string>`lower(email)`, '=', c.email)
        .orderBy('id')
        .executeTakeFirst();
}

/**
 * Sends a one-time PIN, bound to the asking browser (`clientHash`, the hash of its sign-in cookie; docs/security.md).
 * A known and an unknown account get the same answers and the same limits: a request row is written for both (the
 * unknown one with a PIN nobody receives). The limits are pinRequestLimits.ts's.
 */
export async function requestPin(
  deps: PinSignInDeps,
  input: ContactInput,
  ip: string | null,
  clientHash: string,
): Promise<{ errorMessage: string | null }> {
  const contact = parseContact(input);
  if (!contact) {
    const phoneGiven = Boolean(input.phoneNumber?.trim());
    return { errorMessage: phoneGiven ? MESSAGES.invalidPhone : MESSAGES.invalidEmail };
  }
  const identifier = identifierOf(contact);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const user = await findUser(trx, contact);
    const accountKey = accountKeyOf(user, identifier);
    // serialise requests for one account so the limits hold under concurrency
    await sql`SELECT pg_advisory_xact_lock(hashtext(${accountKey}))`.execute(trx);
    const known = user
      ? Boolean(
          await trx
            .selectFrom('pin_known_clients')
            .select('user_id')
            .where('user_id', '=', user.id)
            .where('client_hash', '=', clientHash)
            .executeTakeFirst(),
        )
      : false;
    const wait = await pinRequestWaitSeconds(trx, accountKey, clientHash, ip, known);
    if (wait > 0) return { limitedFor: wait };

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
        client_hash: clientHash,
        ip,
        account_key: accountKey,
        known_client: known,
      })
      .execute();
    // a landline cannot receive the text: the same answer as for any other phone, nothing sent
    if (!user || (contact.kind === 'phone' && !receivesTexts(user.phone_type as PhoneType))) return 'sent' as const;
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
    await audit(trx, { viewer: { id: user.id, actorId: user.id }, ip }, 'requestPin');
    return 'sent' as const;
  });
  if (outcome !== 'sent') return { errorMessage: pinRateLimitedMessage(outcome.limitedFor) };
  deps.outbox.kick();
  return { errorMessage: null };
}

/**
 * Checks a PIN against the newest live PIN this browser (`clientHash`) requested for the account, whichever of its
 * e-mail or phone is typed now; 3 wrong tries end that PIN. A browser without a PIN of its own has nothing to guess.
 */
export async function login(
  deps: PinSignInDeps,
  input: ContactInput & { pin: number },
  ip: string | null,
  clientHash: string | null,
): Promise<{ authorization: string | null; errorMessage: string | null }> {
  const contact = parseContact(input);
  if (!contact) return { authorization: null, errorMessage: ERRORS.INVALID_CONTACT.message };
  if (!Number.isInteger(input.pin) || input.pin < 0 || input.pin > 9999) {
    return { authorization: null, errorMessage: ERRORS.INVALID_PIN_FORMAT.message };
  }
  const pin = String(input.pin).padStart(4, '0');
  const identifier = identifierOf(contact);

  if (!clientHash) return { authorization: null, errorMessage: ERRORS.PIN_REJECTED.message };

  const result = await deps.db.transaction().execute(async (trx) => {
    const accountKey = accountKeyOf(await findUser(trx, contact), identifier);
    const request = await trx
      .selectFrom('pin_requests')
      .selectAll()
      .where('account_key', '=', accountKey)
      .where('client_hash', '=', clientHash)
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
      await trx
        .updateTable('pin_requests')
        .set({ attempts: request.attempts + 1 })
        .where('id', '=', request.id)
        .execute();
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
    // this browser is known to the account from now on: strangers' requests no longer limit it
    await trx
      .insertInto('pin_known_clients')
      .values({ user_id: user.id, client_hash: clientHash })
      .onConflict((oc) => oc.columns(['user_id', 'client_hash']).doUpdateSet({ last_login_at: new Date() }))
      .execute();
    await audit(trx, { viewer: { id: user.id, actorId: user.id }, ip }, 'login');
    return { userId: user.id, tokenVersion: user.token_version };
  });
  if ('error' in result) return { authorization: null, errorMessage: result.error ?? null };
  return { authorization: await startSession(deps.db, deps.key, result.userId, result.tokenVersion), errorMessage: null };
}
