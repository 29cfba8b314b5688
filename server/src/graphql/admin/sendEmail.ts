import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import type { BroadcastResult } from '../../admin/broadcastEmail';
import { sendEmail } from '../../admin/sendEmail';

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
    nullable: true,
    type: EmailResultType,
    args: { subject: t.arg.string({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => sendEmail(ctx.services.db, ctx.services.outbox, authorize(ctx, 'admin'), args.subject, args.body),
  }),
);
