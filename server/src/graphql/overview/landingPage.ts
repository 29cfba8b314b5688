import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { landingCounts } from '../../devices/landingCounts';
import { LandingCountsType } from './LandingCountsType';

builder.queryField('landingPage', (t) =>
  t.field({
    type: LandingCountsType,
    nullable: false,
    description: "The landing banner's counts over the viewer's active devices, optionally of one company.",
    args: { selectedCompanyID: t.arg.int() },
    resolve: (_root, args, ctx) => landingCounts(ctx.services.db, requireViewer(ctx.viewer), args.selectedCompanyID),
  }),
);
