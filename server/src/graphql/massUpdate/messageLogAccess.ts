import { sql } from 'kysely';
import { builder } from '../builder';
import { requireViewer } from '../../auth/policy/assertCan';
import { messageLogAnyAccess, messageLogFilter } from '../../auth/policy/messageLogAccess';
import { AppError } from '../../errors/AppError';

/**
 * Whether the viewer may open the message log: for one device when `deviceID` is given, else at all. The page asks
 * before it shows the filters, so a user without access sees only the spec's message.
 */
builder.queryField('messageLogAccess', (t) =>
  t.boolean({
    nullable: false,
    args: { deviceID: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      if (ctx.authFailed) throw new AppError('UNAUTHENTICATED');
      const viewer = requireViewer(ctx.viewer);
      const db = ctx.services.db;
      if (args.deviceID == null) {
        const r = await db.selectNoFrom(sql<boolean>`${messageLogAnyAccess(viewer)}`.as('ok')).executeTakeFirstOrThrow();
        return Boolean(r.ok);
      }
      const row = await db.selectFrom('devices').select('id').where('id', '=', args.deviceID).where(messageLogFilter(viewer, 'devices')).executeTakeFirst();
      return row !== undefined;
    },
  }),
);
