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

/** Who a batch of audit rows is by: an actor, or only an IP when the request had no valid credentials. */
export interface AuditRequester {
  viewer: Pick<Viewer, 'id' | 'actorId'> | null;
  ip: string | null;
}

/** One row of a batch: what was done, to what, with which detail. */
export interface AuditEntry {
  action: string;
  target?: AuditTarget;
  detail?: unknown;
}

function auditRow(by: AuditRequester | null, { action, target, detail }: AuditEntry) {
  return {
    actor_user_id: by?.viewer?.actorId ?? null,
    as_user_id: by?.viewer?.id ?? null,
    action,
    target_type: target?.type ?? null,
    target_id: target === undefined ? null : String(target.id),
    detail: detail === undefined ? null : JSON.stringify(detail),
    ip: by?.ip ?? null,
  };
}

/**
 * The one audit writer: who did what, as whom, when and from where. Written with the caller's transaction when one
 * is passed, so a refused or rolled-back command leaves no row claiming it happened.
 */
export async function audit(db: Db, actor: Actor | null, action: string, target?: AuditTarget, detail?: unknown): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(actor, { action, target, detail })).execute();
}

/**
 * The batch variant of `audit`: several rows by one requester in one statement. The mutation log writes one row per
 * mutation field of a document this way, refused ones included, so the requester may have no viewer.
 */
export async function auditAll(db: Db, by: AuditRequester, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('audit_log')
    .values(entries.map((e) => auditRow(by, e)))
    .execute();
}
