import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { updateGroup } from '../../team/updateGroup';
import { GroupType } from './GroupType';

/**
 * Saves the group page (spec 3 §4): the name, and when sent the full lists of member users and devices, which
 * must all belong to the group's company. Absent lists stay as they are; any refusal changes nothing.
 */
builder.mutationField('updateGroup', (t) =>
  t.field({
    nullable: true,
    type: GroupType,
    args: {
      groupID: t.arg.int({ required: true }),
      name: t.arg.string(),
      users: t.arg.intList({ description: 'User ids: the whole membership.' }),
      devices: t.arg.intList({ description: 'Device ids: the whole membership.' }),
    },
    resolve: (_root, args, ctx) => updateGroup(ctx.services.db, authorize(ctx, 'manageTeam'), args),
  }),
);
