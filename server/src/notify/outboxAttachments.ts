import type { Db } from '../db/connection';
import type { OutboxKind } from '../db/schemaOps';
import type { OutgoingAttachment } from './transport';

/**
 * Files an outbox e-mail carries (table notification_attachments): written in the transaction that writes the row,
 * so a restart between the write and the send still has them, and read when the row is claimed for sending.
 */

/** The kinds whose rows may carry files: only their claims pay for the extra read. */
const KINDS_WITH_ATTACHMENTS: ReadonlySet<OutboxKind> = new Set(['report']);

export async function addAttachments(db: Db, outboxId: number, files: readonly OutgoingAttachment[]): Promise<void> {
  if (!files.length) return;
  await db
    .insertInto('notification_attachments')
    .values(
      files.map((f) => ({ outbox_id: outboxId, file_name: f.fileName, content_type: f.contentType, content: Buffer.from(f.content) })),
    )
    .execute();
}

/** The files of the claimed rows that may have any, by outbox id. */
export async function attachmentsOf(db: Db, rows: readonly { id: number; kind: OutboxKind }[]): Promise<Map<number, OutgoingAttachment[]>> {
  const ids = rows.filter((r) => KINDS_WITH_ATTACHMENTS.has(r.kind)).map((r) => r.id);
  const out = new Map<number, OutgoingAttachment[]>();
  if (!ids.length) return out;
  const files = await db
    .selectFrom('notification_attachments')
    .select(['outbox_id', 'file_name', 'content_type', 'content'])
    .where('outbox_id', 'in', ids)
    .orderBy('id')
    .execute();
  for (const f of files) {
    const list = out.get(f.outbox_id) ?? [];
    list.push({ fileName: f.file_name, contentType: f.content_type, content: new Uint8Array(f.content) });
    out.set(f.outbox_id, list);
  }
  return out;
}
