import type { Selectable } from 'kysely';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import type { NoticesTable } from '../db/schemaOps';

export type NoticeRow = Selectable<NoticesTable>;

/** The landing Notifications list (spec 1 §2): notices for everyone and those of the viewer's company, newest first. */
export function noticesFor(db: Db, viewer: Viewer): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where((eb) =>
      viewer.companyId === null
        ? eb('company_id', 'is', null)
        : eb.or([eb('company_id', 'is', null), eb('company_id', '=', viewer.companyId)]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
