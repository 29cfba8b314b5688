import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { assertManagesCompany } from '../../auth/policy/manageableCompany';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { withInputError } from '../../team/inputErrorResult';
import { GroupType, type GroupRow } from './GroupType';

interface AddGroupResult {
  group: GroupRow | null;
  error: string | null;
  errorCode: string | null;
}

const AddGroupResultType = builder.objectRef<AddGroupResult>('AddGroupResult').implement({
  fields: (t) => ({
    group: t.field({ type: GroupType, nullable: true, resolve: (r) => r.group }),
    error: t.exposeString('error', { nullable: true, description: 'Shown on the form (spec 3 §8).' }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
  }),
});

/**
 * Add Group (spec 3 §2): an empty group (no users, no devices) in the viewer's company, or for super users and
 * privileged users in a company they manage (`companyID`; 0 or absent means the own company).
 */
builder.mutationField('addGroup', (t) =>
  t.field({
    type: AddGroupResultType,
    args: { name: t.arg.string(), companyID: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = ctx.viewer;
      assertCan(viewer, 'manageTeam');
      const result = await withInputError(() =>
        ctx.services.db.transaction().execute(async (trx) => {
          const name = args.name?.trim() ?? '';
          if (name === '') throw new AppError('TEAM_GROUP_NAME_REQUIRED');
          const companyId = args.companyID ? args.companyID : viewer.companyId;
          if (companyId === null) throw new AppError('TEAM_COMPANY_NOT_FOUND');
          await assertManagesCompany(trx, viewer, companyId);
          const group = await trx.insertInto('groups').values({ company_id: companyId, name }).returningAll().executeTakeFirstOrThrow();
          await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.group.add', { type: 'group', id: group.id }, { companyId, name });
          return group;
        }),
      );
      return { group: result.value, error: result.error, errorCode: result.errorCode };
    },
  }),
);
