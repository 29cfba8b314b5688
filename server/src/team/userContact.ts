import { sql } from 'kysely';
import { cleanUserInput, type CleanUserInput, type UserContactInput } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { ErrorCode } from '../errors/errorCatalogue';

/** Whose accounts a viewer may learn exist: a super user's, anyone's; everyone else's, their own company's only. */
export type ContactReveal = { all: true } | { companyId: number | null };

export function contactRevealOf(viewer: { isSuperUser: boolean; companyId: number | null }): ContactReveal {
  return viewer.isSuperUser ? { all: true } : { companyId: viewer.companyId };
}

/**
 * Throws when another live user signs in with this e-mail or phone (sign-in finds people by them, across companies).
 * Within what the viewer may see the refusal says which (`specific`); a user of another company gets
 * CONTACT_UNAVAILABLE, one sentence for both, so the forms reveal no account outside the viewer's company.
 */
export async function assertContactFree(
  trx: Db,
  contact: { email: string | null; phoneNumber: string | null; countryCode: string },
  reveal: ContactReveal,
  options: { exceptUserId?: number; specific?: { email: ErrorCode; phone: ErrorCode } } = {},
): Promise<void> {
  const specific = options.specific ?? { email: 'TEAM_DUPLICATE_EMAIL', phone: 'TEAM_DUPLICATE_PHONE' };
  const others = trx
    .selectFrom('users')
    .select(['id', 'company_id'])
    .where('deleted_at', 'is', null)
    .where('id', '!=', options.exceptUserId ?? -1);
  const refuse = (taken: { company_id: number | null }, code: ErrorCode) => {
    const visible = 'all' in reveal || (reveal.companyId !== null && taken.company_id === reveal.companyId);
    throw new AppError(visible ? code : 'CONTACT_UNAVAILABLE');
  };
  if (contact.email !== null) {
    const taken = await others.where(sql<boolean>`lower(email) = ${contact.email.toLowerCase()}`).executeTakeFirst();
    if (taken) refuse(taken, specific.email);
  }
  if (contact.phoneNumber !== null) {
    const taken = await others
      .where('phone_number', '=', contact.phoneNumber)
      .where('country_code', '=', contact.countryCode)
      .executeTakeFirst();
    if (taken) refuse(taken, specific.phone);
  }
}

/**
 * Checks the person fields (domain rules) and that no other live user signs in with the same e-mail or
 * phone number (assertContactFree). Throws the catalogue code of the first problem.
 */
export async function checkUserContact(
  trx: Db,
  input: UserContactInput,
  reveal: ContactReveal,
  options: { exceptUserId?: number; contactOptional?: boolean; unchanged?: { email?: boolean; phoneNumber?: boolean } } = {},
): Promise<CleanUserInput> {
  const clean = cleanUserInput(input, { contactOptional: options.contactOptional, unchanged: options.unchanged });
  if ('problem' in clean) throw new AppError(clean.problem);
  await assertContactFree(
    trx,
    {
      email: clean.email !== null && !options.unchanged?.email ? clean.email : null,
      phoneNumber: clean.phoneNumber !== null && !options.unchanged?.phoneNumber ? clean.phoneNumber : null,
      countryCode: clean.countryCode,
    },
    reveal,
    { exceptUserId: options.exceptUserId },
  );
  return clean;
}
