import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import {
  massUpdateOptions,
  type MassUpdateOption as Option,
  type MassUpdateOptions as Options,
  type MassUpdateSignature as Signature,
} from '../../massUpdate/massUpdateOptions';

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
    resolve: (_root, _args, ctx) => massUpdateOptions(ctx.services.db, authorize(ctx, 'massUpdate').viewer),
  }),
);
