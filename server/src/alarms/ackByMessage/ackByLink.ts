import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Clock } from '../../util/clock';
import { acknowledgeLockedTag } from '../ackAlarm';
import { hashAckCode, isAckCodeShape } from './ackLinkCodes';
import type { AckLinkAnswer, AckLinkDetails, AckWay } from '@fieldwatch/domain';
import { judgeAckLink, lockAckLinks, type AckLinkRow } from './ackLinkJudge';
import { ackOutcome, type AckOutcome } from './ackOutcomes';

/** Where a request came from, and the zone of devices without one of their own (DEFAULT_TIME_ZONE). */
export interface AckContext {
  ip: string | null;
  defaultTimeZone: string;
}

const answer = (outcome: AckOutcome, details: AckLinkDetails | null = null): AckLinkAnswer => ({
  outcome,
  message: ackOutcome(outcome).message,
  details,
});

/**
 * Acknowledges through a judged, locked link as its user, exactly as the app's Confirm does (acknowledgeLockedTag:
 * audited as that user, pending notifications cancelled), and marks the link used, all in the caller's transaction.
 * Any other outcome changes nothing.
 */
export async function acknowledgeThroughLink(trx: Db, link: AckLinkRow, via: AckWay, ctx: AckContext): Promise<AckLinkAnswer> {
  const judged = await judgeAckLink(trx, link, ctx.defaultTimeZone);
  if (judged.outcome !== 'open' || !judged.viewer || !judged.tag) return answer(judged.outcome, judged.details);
  const done = await acknowledgeLockedTag(trx, { viewer: judged.viewer, ip: ctx.ip }, judged.tag, via);
  if (!done) return answer('already', judged.details);
  await trx
    .updateTable('alarm_ack_links')
    .set({ used_at: sql<Date>`now()`, used_by: via })
    .where('id', '=', link.id)
    .execute();
  return answer('acknowledged', judged.details);
}

const byCode = (code: string) => sql<boolean>`k.code_hash = ${hashAckCode(code)}`;

/**
 * What the confirmation page shows for a link (`GET`): its alarm and whether it may still be acknowledged. Reading
 * never acknowledges: mail scanners and link previews follow links.
 */
export async function readAckLink(db: Db, clock: Clock, code: string, defaultTimeZone: string): Promise<AckLinkAnswer> {
  if (!isAckCodeShape(code)) return answer('invalid');
  return db.transaction().execute(async (trx) => {
    const [link] = await lockAckLinks(trx, clock, byCode(code));
    if (!link) return answer('invalid');
    const judged = await judgeAckLink(trx, link, defaultTimeZone);
    return answer(judged.outcome, judged.details);
  });
}

/** The page's Acknowledge button (`POST`): acknowledges once, as the link's user, or says why not. */
export async function confirmAckLink(db: Db, clock: Clock, code: string, ctx: AckContext): Promise<AckLinkAnswer> {
  if (!isAckCodeShape(code)) return answer('invalid');
  return db.transaction().execute(async (trx) => {
    const [link] = await lockAckLinks(trx, clock, byCode(code));
    if (!link) return answer('invalid');
    return acknowledgeThroughLink(trx, link, 'link', ctx);
  });
}
