import { DEFAULT_COUNTRY_CODE } from '@fieldwatch/domain';
import { builder } from '../builder';
import { UserType, type UserRow } from '../types/UserType';
import { assertCan } from '../../auth/policy/assertCan';
import { assertManagesCompany } from '../../auth/policy/manageableCompany';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { checkUserContact, contactRevealOf } from '../../team/userContact';
import { asDuplicateContact } from '../../team/uniqueViolation';
import { withInputError } from '../../team/inputErrorResult';
import { phoneTypeArg } from '../../team/phoneTypeArg';

interface AddUserResult {
  user: UserRow | null;
  error: string | null;
  errorCode: string | null;
}

const AddUserResultType = builder.objectRef<AddUserResult>('AddUserResult').implement({
  fields: (t) => ({
    user: t.field({ type: UserType, nullable: true, resolve: (r) => r.user }),
    error: t.exposeString('error', { nullable: true, description: 'Shown on the form (spec 3 §8), e.g. a duplicate phone or e-mail.' }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
  }),
});

/**
 * Add User (spec 3 §2, §5): a new user with limited permissions in the viewer's company, or for super users and
 * privileged users in a company they manage (`companyID`; 0 or absent means the own company).
 */
builder.mutationField('addUser', (t) =>
  t.field({
    type: AddUserResultType,
    args: {
      firstName: t.arg.string(),
      lastName: t.arg.string(),
      email: t.arg.string(),
      phoneNumber: t.arg.string(),
      companyID: t.arg.int(),
      countryCode: t.arg.string(),
      phoneType: t.arg.string({ description: "'mobile' (default) or 'landline'." }),
    },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = ctx.viewer;
      assertCan(viewer, 'manageTeam');
      const result = await withInputError(() =>
        ctx.services.db.transaction().execute(async (trx) => {
          const phoneType = phoneTypeArg(args.phoneType) ?? 'mobile';
          const companyId = args.companyID ? args.companyID : viewer.companyId;
          if (companyId === null) throw new AppError('TEAM_COMPANY_NOT_FOUND');
          await assertManagesCompany(trx, viewer, companyId);
          const clean = await checkUserContact(trx, {
            firstName: args.firstName ?? '',
            lastName: args.lastName ?? '',
            email: args.email ?? null,
            phoneNumber: args.phoneNumber ?? null,
            countryCode: args.countryCode || DEFAULT_COUNTRY_CODE,
          }, contactRevealOf(viewer));
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
          await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.user.add', { type: 'user', id: user.id }, { companyId, email: clean.email, phoneNumber: clean.phoneNumber });
          return user;
        }),
      );
      return { user: result.value, error: result.error, errorCode: result.errorCode };
    },
  }),
);
