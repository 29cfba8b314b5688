import { builder } from '../builder';
import { assertCan } from '../../auth/policy/assertCan';
import { audit } from '../../auth/audit';
import { AppError } from '../../errors/AppError';
import { broadcastEmail, type BroadcastResult } from '../../admin/broadcastEmail';

const EmailResultType = builder.objectRef<BroadcastResult>('EmailResult').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    successCount: t.exposeInt('successCount'),
    failedCount: t.exposeInt('failedCount'),
    failed: t.exposeStringList('failed'),
  }),
});

/** Spec 3 §7 sendEmail: an e-mail to every subscribed user, through the outbox. */
builder.mutationField('sendEmail', (t) =>
  t.field({
    type: EmailResultType,
    args: { subject: t.arg.string({ required: true }), body: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      assertCan(ctx.viewer, 'admin');
      const subject = args.subject.trim();
      if (!subject || !args.body.trim() || subject.length > 300 || args.body.length > 100_000) throw new AppError('EMAIL_INVALID');
      const result = await broadcastEmail(ctx.services.db, ctx.services.outbox, subject, args.body);
      await audit(ctx.services.db, { viewer: ctx.viewer, ip: ctx.ip }, 'admin.sendEmail', undefined, {
        subject, total: result.total, sent: result.successCount, failed: result.failedCount,
      });
      return result;
    },
  }),
);
