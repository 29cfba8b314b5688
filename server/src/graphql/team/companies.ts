import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { authorize } from '../../auth/policy/authorize';
import { visibleCompanies } from '../../team/visibleCompanies';

builder.queryField('companies', (t) =>
  t.field({
    nullable: true,
    type: [CompanyType],
    description: 'The companies the viewer may see, by name.',
    resolve: (_root, _args, ctx) => visibleCompanies(ctx.services.db, authorize(ctx).viewer),
  }),
);
