import { capabilitiesOf } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { companyFilter } from '../../auth/policy/companyFilter';
import { memberFilter } from '../../auth/policy/memberFilter';
import { AppError } from '../../errors/AppError';

interface Option {
  id: number;
  name: string;
  companyID: number | null;
}
interface Signature {
  name: string;
  crcId: string;
}
interface Options {
  applicationSignatures: Signature[];
  relocateSignatures: Signature[];
  companies: Option[];
  groups: Option[];
  users: Option[];
}

const OptionType = builder.objectRef<Option>('MassUpdateOption').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), companyID: t.exposeInt('companyID', { nullable: true }) }),
});
const SignatureType = builder.objectRef<Signature>('MassUpdateSignature').implement({
  fields: (t) => ({ name: t.exposeString('name'), crcId: t.exposeString('crcId') }),
});
const OptionsType = builder.objectRef<Options>('MassUpdateOptions').implement({
  fields: (t) => ({
    applicationSignatures: t.field({ type: [SignatureType], resolve: (o) => o.applicationSignatures }),
    relocateSignatures: t.field({ type: [SignatureType], resolve: (o) => o.relocateSignatures }),
    companies: t.field({ type: [OptionType], resolve: (o) => o.companies }),
    groups: t.field({ type: [OptionType], resolve: (o) => o.groups }),
    users: t.field({ type: [OptionType], resolve: (o) => o.users }),
  }),
});

/**
 * The lists the Update Devices form offers (spec 3 §7: "users, companies and firmware lists; their queries are not
 * shown"): signatures for super users (application from names with 'application' or 'generic', relocate from names
 * with 'relocate'), companies for those who may change company, groups (others than super users: their own
 * company's) and notification recipients among the users the viewer sees.
 */
builder.queryField('massUpdateOptions', (t) =>
  t.field({
    nullable: false,
    type: OptionsType,
    resolve: async (_root, _args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      assertCan(ctx.viewer, 'massUpdate');
      const viewer = ctx.viewer;
      const db = ctx.services.db;
      const firmware = viewer.isSuperUser
        ? await db.selectFrom('firmware_images').select(['name', 'crc_id']).orderBy('name').execute()
        : [];
      const sig = (re: RegExp) => firmware.filter((f) => re.test(f.name)).map((f) => ({ name: f.name, crcId: f.crc_id }));
      const companies = capabilitiesOf(viewer).companyPicker
        ? await db.selectFrom('companies').select(['id', 'name']).where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
          .orderBy('name').orderBy('id').execute()
        : [];
      let groups = db.selectFrom('groups').select(['id', sql<string>`coalesce(name, '')`.as('name'), 'company_id'])
        .where(memberFilter(viewer, 'groups.company_id'));
      if (!viewer.isSuperUser) groups = groups.where('company_id', '=', viewer.companyId ?? -1);
      const groupRows = await groups.orderBy('name').orderBy('id').execute();
      const users = await db.selectFrom('users')
        .select(['id', sql<string>`trim(first_name || ' ' || last_name)`.as('name'), 'company_id'])
        .where('deleted_at', 'is', null).where(memberFilter(viewer, 'users.company_id'))
        .orderBy('last_name').orderBy('first_name').orderBy('id').execute();
      return {
        applicationSignatures: sig(/application|generic/i),
        relocateSignatures: sig(/relocate/i),
        companies: companies.map((c) => ({ id: c.id, name: c.name, companyID: c.id })),
        groups: groupRows.map((g) => ({ id: g.id, name: g.name, companyID: g.company_id })),
        users: users.map((u) => ({ id: u.id, name: u.name, companyID: u.company_id })),
      };
    },
  }),
);
