import { checkProfileInput, type ProfileChange } from '@fieldwatch/domain';
import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { requireViewer } from '../../auth/policy/assertCan';
import { assertCanEditOwnAccount } from '../../auth/policy/assertCanEditOwnAccount';
import { audit } from '../../auth/audit';
import { revokeUserSessions } from '../../auth/sessions';
import { AppError } from '../../errors/AppError';
import { loadMe } from './loadMe';
import { assertContactFree, contactRevealOf } from '../../team/userContact';

type UserChange = ProfileChange & { view_inactive_companies?: boolean; subscription?: boolean };

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

/**
 * UPDATE_ME (spec 2 §7): the signed-in user's own profile, View Inactive Companies (super users) and the e-mail
 * subscription. Absent arguments stay as they are; values equal to the stored ones are not changes, so the page
 * may send the whole form. Bad input or a refused field changes nothing.
 */
builder.mutationField('updateMe', (t) =>
  t.field({
    nullable: false,
    type: UserType,
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      phoneNumber: t.arg.string(),
      countryCode: t.arg.string(),
      email: t.arg.string(),
      viewInactiveCompanies: t.arg.boolean(),
      subscriptionEmail: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
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
            await assertContactFree(trx, {
              email: 'email' in change ? (after.email ?? null) : null,
              phoneNumber: 'phone_number' in change || 'country_code' in change ? (after.phone_number ?? null) : null,
              countryCode: after.country_code,
            }, contactRevealOf(viewer), { exceptUserId: viewer.id, specific: { email: 'CONTACT_IN_USE', phone: 'CONTACT_IN_USE' } });
          }
          await trx.updateTable('users').set(change).where('id', '=', viewer.id).execute();
          // a new e-mail or phone ends the account's other sessions (docs/security.md): whoever signed in with the old
          // contact is out; the session that made the change stays (not when a super user acts as this user)
          if ('email' in change || 'phone_number' in change || 'country_code' in change) {
            await revokeUserSessions(trx, viewer.id, viewer.actorId === viewer.id ? viewer.sessionId : null);
          }
          await audit(trx, { viewer: viewer, ip: ctx.ip }, 'account.update', { type: 'user', id: viewer.id }, { fields: Object.keys(change) });
        });
      } catch (err) {
        // a concurrent change took it first; whose company it is in is not known here: the neutral sentence
        if (isUniqueViolation(err)) throw new AppError('CONTACT_UNAVAILABLE', { cause: err });
        throw err;
      }
      return loadMe(db, viewer.id);
    },
  }),
);
