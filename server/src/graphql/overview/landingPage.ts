import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { landingCounts } from '../../overview/landingCounts';
import { LandingCountsType } from './LandingCountsType';

builder.queryField('landingPage', (t) =>
  t.field({
    type: LandingCountsType,
    nullable: false,
    description: "The landing banner's counts over the viewer's active devices, optionally of one company.",
    args: { selectedCompanyID: t.arg.int() },
    resolve: (_root, args, ctx) =>
      landingCounts(ctx.services.db, authorize(ctx).viewer, args.selectedCompanyID, ctx.services.sharedLandingCounts),
  }),
);
