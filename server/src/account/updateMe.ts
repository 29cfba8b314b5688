import { checkProfileInput, type ProfileChange, type ProfileInput } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/rows';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanEditOwnAccount } from '../auth/policy/assertCanEditOwnAccount';
import { revokeUserSessions } from '../auth/sessions';
import { AppError } from '../errors/AppError';
import { assertContactFree, contactRevealOf } from '../team/userContact';
import { loadMe } from './loadMe';

/** What the account page sends: the profile fields, View Inactive Companies and the e-mail subscription. */
export interface MeUpdate extends ProfileInput {
  viewInactiveCompanies?: boolean | null;
  subscriptionEmail?: boolean | null;
}

type UserChange = ProfileChange & { view_inactive_companies?: boolean; subscription?: boolean };

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * UPDATE_ME (spec 2 §7): the signed-in user's own profile, View Inactive Companies (super users) and the e-mail
 * subscription. Absent arguments stay as they are; values equal to the stored ones are not changes, so the page
 * may send the whole form. Bad input or a refused field changes nothing. A new e-mail or phone ends the account's
 * other sessions (docs/security.md). Answers the user's row after the change.
 */
export async function updateMe(db: Db, actor: AuthorizedActor, args: MeUpdate): Promise<UserRow> {
  const viewer = actor.viewer;
  const current = await loadMe(db, viewer.id);
  const checked = checkProfileInput(args, current);
  if (!checked.ok) throw new AppError('PROFILE_INVALID', { message: checked.message });

  const change: UserChange = {};
  for (const [key, value] of Object.entries(checked.change) as [keyof ProfileChange, string | null][]) {
    if (current[key] !== value) Object.assign(change, { [key]: value });
  }
  if (Object.keys(change).length > 0) assertCanEditOwnAccount(viewer, 'profile');
  if (args.viewInactiveCompanies != null && args.viewInactiveCompanies !== current.view_inactive_companies) {
    assertCanEditOwnAccount(viewer, 'viewInactiveCompanies');
    change.view_inactive_companies = args.viewInactiveCompanies;
  }
  if (args.subscriptionEmail != null && args.subscriptionEmail !== current.subscription) {
    change.subscription = args.subscriptionEmail;
  }
  if (Object.keys(change).length === 0) return current;

  try {
    await db.transaction().execute(async (trx) => {
      // another account with the new contact: named only when it is in the user's own company
      if ('email' in change || 'phone_number' in change || 'country_code' in change) {
        const after = { ...current, ...change };
        await assertContactFree(
          trx,
          {
            email: 'email' in change ? (after.email ?? null) : null,
            phoneNumber: 'phone_number' in change || 'country_code' in change ? (after.phone_number ?? null) : null,
            countryCode: after.country_code,
          },
          contactRevealOf(viewer),
          { exceptUserId: viewer.id, specific: { email: 'CONTACT_IN_USE', phone: 'CONTACT_IN_USE' } },
        );
      }
      await trx.updateTable('users').set(change).where('id', '=', viewer.id).execute();
      // a new e-mail or phone ends the account's other sessions (docs/security.md): whoever signed in with the old
      // contact is out; the session that made the change stays (not when a super user acts as this user)
      if ('email' in change || 'phone_number' in change || 'country_code' in change) {
        await revokeUserSessions(trx, viewer.id, viewer.actorId === viewer.id ? viewer.sessionId : null);
      }
      await audit(trx, actor, 'account.update', { type: 'user', id: viewer.id }, { fields: Object.keys(change) });
    });
  } catch (err) {
    // a concurrent change took it first; whose company it is in is not known here: the neutral sentence
    if (isUniqueViolation(err)) throw new AppError('CONTACT_UNAVAILABLE', { cause: err });
    throw err;
  }
  return loadMe(db, viewer.id);
}
