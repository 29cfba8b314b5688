import { sql } from 'kysely';
import { cleanUserInput, type CleanUserInput, type UserContactInput } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';

/**
 * Checks the person fields (domain rules) and that no other live user signs in with the same e-mail or
 * phone number (sign-in finds people by them). Throws the catalogue code of the first problem.
 */
export async function checkUserContact(trx: Db, input: UserContactInput, options: { exceptUserId?: number; contactOptional?: boolean; unchanged?: { email?: boolean; phoneNumber?: boolean } } = {}): Promise<CleanUserInput> {
  const clean = cleanUserInput(input, { contactOptional: options.contactOptional, unchanged: options.unchanged });
  if ('problem' in clean) throw new AppError(clean.problem);
  const others = trx
    .selectFrom('users')
    .select(['id', 'email', 'phone_number', 'country_code'])
    .where('deleted_at', 'is', null)
    .where('id', '!=', options.exceptUserId ?? -1);
  if (clean.email !== null && !options.unchanged?.email) {
    const taken = await others.where(sql<boolean>`lower(email) = ${clean.email}`).executeTakeFirst();
    if (taken) throw new AppError('TEAM_DUPLICATE_EMAIL');
  }
  if (clean.phoneNumber !== null && !options.unchanged?.phoneNumber) {
    const taken = await others.where('phone_number', '=', clean.phoneNumber).where('country_code', '=', clean.countryCode).executeTakeFirst();
    if (taken) throw new AppError('TEAM_DUPLICATE_PHONE');
  }
  return clean;
}
