import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Clock } from '../../util/clock';
import { acknowledgeThroughLink } from './ackByLink';
import { linkIdOfReplyCode } from './ackLinkCodes';
import { lockAckLinks, type AckLinkRow } from './ackLinkJudge';
import { ACK_SMS_REPLIES } from './ackOutcomes';
import { openAlarmEntries, severalOpenReply } from './smsOpenList';

/** One inbound text, as the webhook (smsInboundRoute.ts) read it from a genuine, signed request. */
export interface InboundSms {
  /** Which format it came in: the provider's message ids are unique within it. */
  provider: 'json' | 'twilio';
  messageId: string;
  from: string;
  body: string;
  ip: string | null;
}

export interface SmsReplyAnswer {
  outcome: string;
  /** The text the sender gets back. */
  reply: string;
}

/** `ACK`, or `ACK <code>`; case, spaces and a final full stop do not matter (phones capitalise and punctuate). */
const ACK_REPLY = /^\s*ack(?:\s+([0-9a-z]{1,10}))?\s*[.!]?\s*$/i;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * The sender's links: texts of alarms that went out to this number (the outbox row was sent to it, so a code of a
 * message still waiting for its delay is not theirs yet). Matched on digits, so "+1 (555) 010-0001" and
 * "+15550100001" are one number.
 */
const textedTo = (digits: string) => sql<boolean>`
  k.channel = 'sms' AND regexp_replace(k.recipient, '\\D', '', 'g') = ${digits}
  AND EXISTS (SELECT 1 FROM notification_outbox o
              WHERE o.alarm_log_id = k.alarm_log_id AND o.user_id = k.user_id AND o.channel = 'sms' AND o.status = 'sent')`;

/**
 * A reply to an alarm text: `ACK` acknowledges the sender's one open texted alarm, as the user the text went to (the
 * same command as the app's Confirm, through that text's link); with several open it changes nothing and lists
 * their codes for `ACK <code>`, each with its device's name (smsOpenList.ts). A message id seen before, an unknown number, a code that is not one of the sender's
 * texts, or any refusal of the link (used, expired, stale, no access) changes nothing and the reply says so.
 */
export async function ackBySmsReply(db: Db, clock: Clock, sms: InboundSms, defaultTimeZone: string): Promise<SmsReplyAnswer> {
  return db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('sms_inbound_messages')
      .values({ provider: sms.provider, message_id: sms.messageId })
      .onConflict((oc) => oc.doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (!fresh) return { outcome: 'replayed', reply: ACK_SMS_REPLIES.replayed };
    const parsed = ACK_REPLY.exec(sms.body);
    if (!parsed) return { outcome: 'not_understood', reply: ACK_SMS_REPLIES.notUnderstood };
    const digits = digitsOf(sms.from);
    if (!digits) return { outcome: 'no_open_alarm', reply: ACK_SMS_REPLIES.noOpenAlarm };

    let link: AckLinkRow | undefined;
    if (parsed[1] !== undefined) {
      const id = linkIdOfReplyCode(parsed[1]);
      [link] = id === null ? [] : await lockAckLinks(trx, clock, sql<boolean>`k.id = ${id} AND ${textedTo(digits)}`);
      if (!link) return { outcome: 'unknown_code', reply: ACK_SMS_REPLIES.unknownCode };
    } else {
      const open = await lockAckLinks(
        trx,
        clock,
        sql<boolean>`${textedTo(digits)} AND k.used_at IS NULL AND k.expires_at > ${clock.sqlNow()}
          AND EXISTS (SELECT 1 FROM tags t JOIN alarm_log l ON l.id = k.alarm_log_id
                      WHERE t.device_id = k.device_id AND t.tag = k.tag AND t.alarm_flag <> 'norm'
                        AND t.alarm_flag_time <= l.time AND t.alarm_acknowledged_at IS NULL)`,
      );
      // one occurrence may have been texted more than once (a reminder): it is one open alarm, named by its newest text
      const newestPerOccurrence = new Map<number, AckLinkRow>();
      for (const l of open) newestPerOccurrence.set(l.alarm_log_id, l);
      const occurrences = [...newestPerOccurrence.values()];
      if (occurrences.length === 0) return { outcome: 'no_open_alarm', reply: ACK_SMS_REPLIES.noOpenAlarm };
      if (occurrences.length > 1) return { outcome: 'several_open', reply: severalOpenReply(await openAlarmEntries(trx, occurrences)) };
      link = occurrences[0]!;
    }
    const a = await acknowledgeThroughLink(trx, link, 'sms', { ip: sms.ip, defaultTimeZone });
    const what = a.details ? `${a.details.device} - ${a.details.sensor}: ` : '';
    return { outcome: a.outcome, reply: `FieldWatch: ${what}${a.message}` };
  });
}
