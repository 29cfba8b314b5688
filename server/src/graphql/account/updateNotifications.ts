import { builder } from '../builder';
import { UserType } from '../types/UserType';
import { authorize } from '../../auth/policy/authorize';
import { updateNotifications } from '../../account/updateNotifications';

/**
 * UPDATE_NOTIFICATIONS (spec 2 §7): the JSON text of the six flags. Only tardy is editable (the others are
 * "coming soon", spec 2 §5): a request that would change another flag is refused whole. The tardy scan reads
 * the stored flag.
 */
builder.mutationField('updateNotifications', (t) =>
  t.field({
    nullable: false,
    type: UserType,
    args: { notifications: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updateNotifications(ctx.services.db, authorize(ctx), args.notifications),
  }),
);
