import { builder } from '../builder';
import { authorize } from '../../auth/policy/authorize';
import { noticesFor } from '../../overview/noticeQuery';
import { NoticeType } from './NoticeType';

builder.queryField('notice', (t) =>
  t.field({
    type: [NoticeType],
    nullable: false,
    description: "Notices for everyone and for the viewer's company, newest first.",
    resolve: (_root, _args, ctx) => noticesFor(ctx.services.db, authorize(ctx).viewer),
  }),
);
