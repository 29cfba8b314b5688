import { sql, type RawBuilder } from 'kysely';
import { reminderMark } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { ClaimedMessage } from '../notify/outboxTypes';
import type { Clock } from '../util/clock';

/**
 * Reminders until acknowledged. A reminder-bearing notification's outbox row carries its repeat (every, at most how
 * many, until when); when the outbox is about to send it, `scheduleNextReminders` writes the next one due
 * `repeat_every` later. Nothing else remembers a chain, so a restart, or another server process, simply sends the next row when
 * it is due. A reminder is an alarm notification of the same episode (same `alarm_log_id`), so the escalation
 * policy (alarmEscalation.ts) cancels it like a delayed message when the alarm was acknowledged, returned to normal
 * or changed meanwhile, and ackAlarm and the engine cancel it at once with the tag's other pending rows.
 */

/**
 * The repeat of a user's notifications on one channel when several actions reach them (directly and through a
 * group): the most frequent reminder-bearing action's, whole (its interval with its own caps). In the GROUP BY of
 * enqueueAlarmNotifications, over its alias `a` of alarm_actions.
 */
export const REMINDER_OF_TARGET = sql<never>`
  (array_agg(a.repeat_every ORDER BY a.repeat_every NULLS LAST, a.id))[1]::int AS repeat_every,
  (array_agg(a.repeat_times ORDER BY a.repeat_every NULLS LAST, a.id))[1]::int AS repeat_times,
  (array_agg(a.repeat_for ORDER BY a.repeat_every NULLS LAST, a.id))[1]::int AS repeat_for`;

/** The first message's repeat columns: the duration cap counts from when that message is due (by the readings' clock). */
export function reminderColumns(
  episodeDue: RawBuilder<Date>,
  r: { repeat_every: number | null; repeat_times: number | null; repeat_for: number | null },
) {
  if (r.repeat_every === null) return {};
  return {
    repeat_every: r.repeat_every,
    repeat_times: r.repeat_times,
    repeat_until: r.repeat_for === null ? null : sql<Date>`${episodeDue} + make_interval(secs => ${r.repeat_for})`,
  };
}

/** What a reminder puts before the first message's text, per channel (an e-mail's subject gets `mark: ` too). */
function reminderPrefix(channel: 'sms' | 'email', mark: string): string {
  return channel === 'sms' ? `${mark}: ` : `${mark}: nobody has acknowledged this alarm yet.\n\n`;
}

/**
 * Before reminder-bearing messages are sent: writes each one's next reminder, a copy of the episode's first message
 * marked 'Reminder n of N', due `repeat_every` after the message about to go was due (so reminders keep to the first
 * message's beat and the duration cap is exact), or `repeat_every` from now when delivery lagged by more than that (no
 * burst of overdue reminders after an outage). Its `episode_due` keeps the readings' beat (the message before plus the
interval), which decides whether the episode lasted long enough for it and where the duration cap falls. Nothing is
written once the count or the duration is used up.
 * Written before the send, so no crash between a send and its bookkeeping can end a chain; a message taken again
 * (a failed send retried, or a sender that died) finds its successor already written and adds nothing. One statement
 * for the whole claimed batch.
 */
export async function scheduleNextReminders(db: Db, rows: readonly ClaimedMessage[], clock: Clock): Promise<void> {
  const next = rows.flatMap((m) => {
    if (m.repeat_every === null) return [];
    const no = (m.reminder_no ?? 0) + 1;
    if (m.repeat_times !== null && no > m.repeat_times) return [];
    const mark = reminderMark(no, m.repeat_times);
    return [{ id: m.id, no, subject: `${mark}: `, body: reminderPrefix(m.channel, mark) }];
  });
  if (!next.length) return;
  const now = clock.sqlNow();
  await sql`
    INSERT INTO notification_outbox (kind, channel, recipient, user_id, subject, body, device_id, tag, alarm_log_id,
                                     send_after, reminder_of, reminder_no, repeat_every, repeat_times, repeat_until, episode_due)
    SELECT r.kind, r.channel, r.recipient, r.user_id,
           CASE WHEN r.subject IS NULL THEN NULL ELSE n.subject || r.subject END, n.body || r.body,
           r.device_id, r.tag, r.alarm_log_id,
           CASE WHEN p.send_after + make_interval(secs => p.repeat_every) >= ${now}
                THEN p.send_after + make_interval(secs => p.repeat_every)
                ELSE ${now} + make_interval(secs => p.repeat_every) END,
           r.id, n.no, r.repeat_every, r.repeat_times, r.repeat_until,
           coalesce(p.episode_due, p.send_after) + make_interval(secs => p.repeat_every)
    FROM unnest(${next.map((n) => n.id)}::bigint[], ${next.map((n) => n.no)}::int[], ${next.map((n) => n.subject)}::text[],
                ${next.map((n) => n.body)}::text[]) AS n(id, no, subject, body)
    JOIN notification_outbox p ON p.id = n.id
    JOIN notification_outbox r ON r.id = coalesce(p.reminder_of, p.id)
    WHERE r.repeat_until IS NULL OR coalesce(p.episode_due, p.send_after) + make_interval(secs => p.repeat_every) <= r.repeat_until
    ON CONFLICT DO NOTHING`.execute(db);
}

/**
 * How the alarm history names a sent message, up to the recipient's name (which the record looks up as it is
 * written): 'sent to ', or for a reminder 'Reminder 2 of 4 sent to ' ('… Frank Full').
 */
export function sentDetailBefore(m: ClaimedMessage): string {
  return m.reminder_no === null ? 'sent to ' : `${reminderMark(m.reminder_no, m.repeat_times)} sent to `;
}
