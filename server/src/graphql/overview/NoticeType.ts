import type { NoticeRow } from '../../overview/noticeQuery';
import { builder } from '../builder';
import { epochSeconds } from '../../util/epochSeconds';

/** A landing notification (spec 1 §2, §3); the field names are the spec's. */
export const NoticeType = builder.objectRef<NoticeRow>('Notice').implement({
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: false }),
    title: t.exposeString('title', { nullable: false }),
    notice_content: t.exposeString('notice_content', { nullable: false }),
    notice_type: t.exposeString('notice_type', { nullable: false, description: 'critical, warning, success, info or update.' }),
    created_at: t.float({ nullable: false, description: 'Epoch seconds.', resolve: (n) => epochSeconds(n.created_at) ?? 0 }),
  }),
});
