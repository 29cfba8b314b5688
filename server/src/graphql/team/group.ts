import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { visibleGroups } from '../../team/groupQueries';
import { GroupType } from './GroupType';

builder.queryField('group', (t) =>
  t.field({
    type: GroupType,
    nullable: true,
    description:
      "One group the viewer may see (spec 3 group page, GET_GROUP_BY_ID; managers and super users); null when unknown or outside the viewer's companies.",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const [row] = await visibleGroups(ctx.services.db, authorize(ctx, 'manageTeam').viewer, { ids: [args.id] });
      return row ?? null;
    },
  }),
);
