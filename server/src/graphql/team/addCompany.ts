import { sql } from 'kysely';
import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { assertCan } from '../../auth/policy/assertCan';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';

/** Add Company (spec 3 §2, §6): super users only; a new active company with the given name, unique. */
builder.mutationField('addCompany', (t) =>
  t.field({
    type: CompanyType,
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = ctx.viewer;
      assertCan(viewer, 'admin');
      const name = args.name.trim();
      if (name === '') throw new AppError('TEAM_COMPANY_NAME_REQUIRED');
      return ctx.services.db.transaction().execute(async (trx) => {
        // one company per name, whatever its case or spacing: two clicks (or two super users) must not make twins
        await sql`SELECT pg_advisory_xact_lock(hashtext('companies.name'))`.execute(trx);
        const twin = await trx.selectFrom('companies').select('id').where(sql<string>`lower(btrim(name))`, '=', name.toLowerCase()).executeTakeFirst();
        if (twin) throw new AppError('TEAM_COMPANY_NAME_TAKEN');
        const company = await trx.insertInto('companies').values({ name }).returningAll().executeTakeFirstOrThrow();
        await audit(trx, { viewer: viewer, ip: ctx.ip }, 'team.company.add', { type: 'company', id: company.id }, { name });
        return company;
      });
    },
  }),
);
