import type { Db } from '../db/connection';

export interface AuditEntry {
  actorUserId: number | null;
  asUserId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  detail?: unknown;
  ip?: string | null;
}

/** Who did what, as whom, when and from where. Written in the caller's transaction when one is passed. */
export async function audit(db: Db, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: e.actorUserId,
      as_user_id: e.asUserId,
      action: e.action,
      target_type: e.targetType ?? null,
      target_id: e.targetId === undefined ? null : String(e.targetId),
      detail: e.detail === undefined ? null : JSON.stringify(e.detail),
      ip: e.ip ?? null,
    })
    .execute();
}
