import type { Db } from '../db/connection';
import type { Outbox } from '../notify/outbox';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { AppError } from '../errors/AppError';
import { broadcastEmail, type BroadcastResult } from './broadcastEmail';

/**
 * Spec 3 §7 sendEmail: an e-mail to every subscribed user, through the outbox. An empty or oversized subject or
 * body is refused (EMAIL_INVALID) before anything is queued; the broadcast is audited with its counts.
 */
export async function sendEmail(
  db: Db,
  outbox: Outbox,
  actor: AuthorizedActor,
  subjectText: string,
  body: string,
): Promise<BroadcastResult> {
  const subject = subjectText.trim();
  if (!subject || !body.trim() || subject.length > 300 || body.length > 100_000) throw new AppError('EMAIL_INVALID');
  const result = await broadcastEmail(db, outbox, subject, body);
  await audit(db, actor, 'admin.sendEmail', undefined, {
    subject,
    total: result.total,
    sent: result.successCount,
    failed: result.failedCount,
  });
  return result;
}
