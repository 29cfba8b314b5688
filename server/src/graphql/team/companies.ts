import { builder } from '../builder';
import { CompanyType } from '../types/CompanyType';
import { requireViewer } from '../../auth/policy/assertCan';
import { companyFilter } from '../../auth/policy/companyFilter';

builder.queryField('companies', (t) =>
  t.field({
    type: [CompanyType],
    description: 'The companies the viewer may see, by name.',
    resolve: (_root, _args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return ctx.services.db
        .selectFrom('companies')
        .selectAll()
        .where(companyFilter(viewer, 'companies.id', 'companies.is_active'))
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
  }),
);
