import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { authorize } from '../../auth/policy/authorize';
import { addCompany } from '../../team/addCompany';

/** Add Company (spec 3 §2, §6): super users only; a new active company with the given name, unique. */
builder.mutationField('addCompany', (t) =>
  t.field({
    nullable: true,
    type: CompanyType,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => addCompany(ctx.services.db, authorize(ctx, 'admin'), args.name),
  }),
);
