import { DEFAULT_COUNTRY_CODE } from '@fieldwatch/domain';
import type { Selectable } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertManagesCompany } from '../auth/policy/manageableCompany';
import type { Db } from '../db/connection';
import type { UsersTable } from '../db/schema';
import { AppError } from '../errors/AppError';
import { phoneTypeArg } from './phoneTypeArg';
import { asDuplicateContact } from './uniqueViolation';
import { checkUserContact, contactRevealOf } from './userContact';

/** The arguments of addUser (spec 3 §2, §5); absent names are empty, an absent country code is the default one. */
export interface AddUserInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  companyID?: number | null;
  countryCode?: string | null;
  phoneType?: string | null;
}

/**
 * Add User (spec 3 §2, §5; the caller has checked manageTeam): a new user with limited permissions in the actor's
 * company, or for super users and privileged users in a company they manage (`companyID`; 0 or absent means the own
 * company). The contact is checked and must be unique; audited in the same transaction.
 */
export async function addUser(db: Db, actor: AuthorizedActor, input: AddUserInput): Promise<Selectable<UsersTable>> {
  const viewer = actor.viewer;
  return db.transaction().execute(async (trx) => {
    const phoneType = phoneTypeArg(input.phoneType) ?? 'mobile';
    const companyId = input.companyID ? input.companyID : viewer.companyId;
    if (companyId === null) throw new AppError('TEAM_COMPANY_NOT_FOUND');
    await assertManagesCompany(trx, viewer, companyId);
    const clean = await checkUserContact(
      trx,
      {
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        email: input.email ?? null,
        phoneNumber: input.phoneNumber ?? null,
        countryCode: input.countryCode || DEFAULT_COUNTRY_CODE,
      },
      contactRevealOf(viewer),
    );
    const user = await trx
      .insertInto('users')
      .values({
        company_id: companyId,
        first_name: clean.firstName,
        last_name: clean.lastName,
        email: clean.email,
        phone_number: clean.phoneNumber,
        country_code: clean.countryCode,
        phone_type: phoneType,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch((err: unknown) => {
        throw asDuplicateContact(err);
      });
    await audit(
      trx,
      actor,
      'team.user.add',
      { type: 'user', id: user.id },
      { companyId, email: clean.email, phoneNumber: clean.phoneNumber },
    );
    return user;
  });
}
