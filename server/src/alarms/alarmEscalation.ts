import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { ClaimedMessage, OutboxKindPolicy } from '../notify/outboxTypes';
import { scheduleNextReminders, sentDetailBefore } from './alarmReminders';
import { withoutFlushWait } from '../db/noFlushWait';
import { ALARM_FLAGS } from '@fieldwatch/domain';

/** The alarm log's actions that are a change of flag (the others are messages sent and acknowledgements). */
const FLAG_ACTIONS = ALARM_FLAGS.filter((f) => f !== 'test');

/**
 * Whether the episode of outbox row `o` (alarm_log row `l`, tag `t`) was over before the message was due. By the
 * readings' clock when a later flag change of the tag is in the log: a change whose reading came before the message's
 * `episode_due` ended it in time (so one message carrying a spike and its return sends what two messages would).
 * Without one, the tag's flag says it: back to normal, or changed since the row (a configuration saved, say).
 */
const episodeEndedBeforeDue = sql<boolean>`(
  CASE WHEN EXISTS (SELECT 1 FROM alarm_log n WHERE n.device_id = l.device_id AND n.tag = l.tag AND n.id > l.id
                      AND n.action IN (${sql.join(FLAG_ACTIONS)}))
  THEN EXISTS (SELECT 1 FROM alarm_log n WHERE n.device_id = l.device_id AND n.tag = l.tag AND n.id > l.id
                 AND n.action IN (${sql.join(FLAG_ACTIONS)})
                 AND coalesce(n.reading_time, n.time) < coalesce(o.episode_due, o.send_after))
  ELSE t.alarm_flag = 'norm' OR t.alarm_flag_time > l.time END)`;

/**
 * Escalation (DESIGN.md §1): an alarm notification, delayed or not, goes out only if, when its time comes, its
 * alarm episode was still on when it was due (episodeEndedBeforeDue) and nobody acknowledged it since. A test
 * alarm's notifications skip that check. Every alarm notification also needs its user to still exist and, for
 * e-mail, to still be subscribed. Refused rows become 'cancelled'.
 *
 * Once sent, the notification is recorded in the alarm log as 'sms' or 'email' (spec 2 §4.4), a reminder with its
 * mark ('Reminder 2 of 4 sent to ...'). Before a reminder-bearing one is sent its next reminder is written
 * (alarmReminders.ts).
 */
export const alarmOutboxPolicy: OutboxKindPolicy = {
  async cancelled(db: Db, rows: ClaimedMessage[]): Promise<Set<number>> {
    const ids = rows.map((r) => r.id);
    const refused = await sql<{ id: number }>`
      SELECT o.id
      FROM notification_outbox o
      LEFT JOIN alarm_log l ON l.id = o.alarm_log_id
      LEFT JOIN tags t ON t.device_id = o.device_id AND t.tag = o.tag
      LEFT JOIN users u ON u.id = o.user_id
      WHERE o.id = ANY(${ids}::bigint[])
        AND (
          (o.user_id IS NOT NULL AND (u.id IS NULL OR u.deleted_at IS NOT NULL OR (o.channel = 'email' AND NOT u.subscription)))
          OR (l.id IS NOT NULL AND l.action <> 'test' AND (
            t.id IS NULL
            OR t.alarm_acknowledged_at >= l.time
            OR ${episodeEndedBeforeDue}))
        )`.execute(db);
    return new Set(refused.rows.map((r) => r.id));
  },

  beforeSend: scheduleNextReminders,

  async afterSent(db: Db, m: ClaimedMessage): Promise<void> {
    if (m.device_id === null || m.tag === null) return;
    // one statement, the recipient's name looked up in it, committed without waiting for the disk: the outbox
    // waits for this record before its next send (notify/outbox.ts)
    const name = sql<string>`coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), ${m.recipient}::text)`;
    await withoutFlushWait(db)
      .insertInto('alarm_log')
      .columns(['device_id', 'tag', 'user_id', 'action', 'value', 'detail'])
      .expression((eb) =>
        eb
          .selectFrom('no_flush_wait')
          .leftJoin('users as u', (j) => j.on('u.id', '=', m.user_id ?? -1))
          .select([
            sql<number>`${m.device_id}::int`.as('device_id'),
            sql<string>`${m.tag}::text`.as('tag'),
            sql<number | null>`${m.user_id}::int`.as('user_id'),
            sql<string>`${m.channel}::text`.as('action'),
            sql<null>`NULL::double precision`.as('value'),
            sql<string>`${sentDetailBefore(m)}::text || ${name}`.as('detail'),
          ]),
      )
      .execute();
  },
};
