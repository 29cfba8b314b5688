import type { Db } from '../db/connection';
import type { Viewer } from './viewer';

/**
 * Who acts in a request: the user acted as (login-as), the signed-in user behind it, and where from. Commands take
 * it so that their audit row is written in their own transaction.
 */
export interface Actor {
  viewer: Pick<Viewer, 'id' | 'actorId'>;
  ip: string | null;
}

/** What an audit row is about: a device id, a `device:tag` pair, a user id ... */
export interface AuditTarget {
  type: string;
  id: string | number;
}

/**
 * The one audit writer: who did what, as whom, when and from where. Written with the caller's transaction when one
 * is passed, so a refused or rolled-back command leaves no row claiming it happened.
 */
export async function audit(db: Db, actor: Actor | null, action: string, target?: AuditTarget, detail?: unknown): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: actor?.viewer.actorId ?? null,
      as_user_id: actor?.viewer.id ?? null,
      action,
      target_type: target?.type ?? null,
      target_id: target === undefined ? null : String(target.id),
      detail: detail === undefined ? null : JSON.stringify(detail),
      ip: actor?.ip ?? null,
    })
    .execute();
}
