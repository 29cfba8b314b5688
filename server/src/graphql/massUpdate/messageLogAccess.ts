import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { messageLogAccess } from '../../massUpdate/messageLogAccess';

/**
 * Whether the viewer may open the message log: for one device when `deviceID` is given, else at all. The page asks
 * before it shows the filters, so a user without access sees only the spec's message.
 */
builder.queryField('messageLogAccess', (t) =>
  t.boolean({
    nullable: false,
    args: { deviceID: t.arg.int() },
    resolve: (_root, args, ctx) => messageLogAccess(ctx.services.db, authorize(ctx).viewer, args.deviceID),
  }),
);
