import { sql, type InsertObject } from 'kysely';
import { phoneDigits, type AlarmFlag, type RuleSymbol } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { textablePhone } from '../notify/textablePhone';
import type { Database } from '../db/database';
import type { Clock } from '../util/clock';
import { alarmEmail, alarmSmsText, type AlarmMessageInput } from './alarmMessages';
import { ackLinkUrl, replyCodeOf } from './ackByMessage/ackLinkCodes';
import { reserveAckLinks, storeAckLinks } from './ackByMessage/ackLinkMint';
import { REMINDER_OF_TARGET, reminderColumns } from './alarmReminders';

/** One alarm_log row that notifies the tag's notification list. */
export interface AlarmEpisode {
  deviceId: number;
  tag: string;
  flag: AlarmFlag;
  logId: number;
  /**
   * The time of the reading that raised it: the actions' delays count from it, so the messages of an episode do not
   * depend on when its readings arrived. Absent for alarms no reading raised (test, offline): they count from now.
   */
  readingTime?: Date;
  reading: string | null;
  rules: readonly { name: string; desc: string | null; symbol: RuleSymbol; value: number }[];
  displayUnit: string | null;
}

interface Target {
  device_id: number;
  tag: string;
  action: 'sms' | 'email';
  delay: number;
  user_id: number;
  email: string | null;
  phone_number: string | null;
  country_code: string;
  subscription: boolean;
  unsubscribe_token: string;
  /** The repeat of the target's most frequent reminder-bearing action (alarmReminders.ts); null: none. */
  repeat_every: number | null;
  repeat_times: number | null;
  repeat_for: number | null;
}

const keyOf = (deviceId: number, tag: string) => `${deviceId}\u0000${tag}`;

/**
 * Writes the outbox rows of the episodes' notification actions, in the caller's transaction: one row per user and
 * channel (a group target expands to the group's users; a user reached twice on one channel gets the shortest
 * delay), due `delay` seconds after the transaction's time. Users without the address a channel needs, deleted
 * users, and unsubscribed users for e-mail get nothing. Returns how many rows were written and how many are due now.
 */
export async function enqueueAlarmNotifications(
  trx: Db,
  publicUrl: string,
  clock: Clock,
  episodes: readonly AlarmEpisode[],
  opts: { ignoreDelay?: boolean; onlyUserId?: number } = {},
): Promise<{ queued: number; dueNow: number }> {
  if (!episodes.length) return { queued: 0, dueNow: 0 };
  const deviceIds = episodes.map((e) => e.deviceId);
  const tags = episodes.map((e) => e.tag);
  const targets = await sql<Target>`
    SELECT a.device_id, a.tag, a.action, min(a.delay)::int AS delay, u.id AS user_id, u.email, ${textablePhone('u')} AS phone_number,
           u.country_code, u.subscription, u.unsubscribe_token,
           ${REMINDER_OF_TARGET}
    FROM unnest(${deviceIds}::bigint[], ${tags}::text[]) AS k(device_id, tag)
    JOIN alarm_actions a ON a.device_id = k.device_id AND a.tag = k.tag
    JOIN users u ON u.id = a.user_id
      OR (a.group_id IS NOT NULL AND u.id IN (SELECT gu.user_id FROM group_users gu WHERE gu.group_id = a.group_id))
    WHERE u.deleted_at IS NULL ${opts.onlyUserId !== undefined ? sql`AND u.id = ${opts.onlyUserId}` : sql``}
    GROUP BY a.device_id, a.tag, a.action, u.id
    ORDER BY a.device_id, a.tag, u.id, a.action`.execute(trx);
  if (!targets.rows.length) return { queued: 0, dueNow: 0 };

  const devices = await trx
    .selectFrom('devices')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(deviceIds)])
    .execute();
  const deviceById = new Map(devices.map((d) => [d.id, d]));
  // one batch of readings can raise several episodes of one tag (a spike, then another)
  const targetsByKey = new Map<string, Target[]>();
  for (const t of targets.rows) {
    const key = keyOf(t.device_id, t.tag);
    const list = targetsByKey.get(key);
    if (list) list.push(t);
    else targetsByKey.set(key, [t]);
  }

  // first who gets what, then one link per message (its code goes into the text), then the texts
  const sends: { t: Target; e: AlarmEpisode; delay: number; channel: 'sms' | 'email'; recipient: string }[] = [];
  for (const e of episodes)
    for (const t of targetsByKey.get(keyOf(e.deviceId, e.tag)) ?? []) {
      const delay = opts.ignoreDelay ? 0 : t.delay;
      if (t.action === 'email') {
        if (!t.email || !t.subscription) continue;
        sends.push({ t, e, delay, channel: 'email', recipient: t.email });
      } else {
        if (!t.phone_number) continue;
        sends.push({ t, e, delay, channel: 'sms', recipient: `${t.country_code}${phoneDigits(t.phone_number)}` });
      }
    }
  const links = await reserveAckLinks(trx, sends.length);

  const rows: InsertObject<Database, 'notification_outbox'>[] = [];
  let dueNow = 0;
  const nowMs = clock.now().getTime();
  sends.forEach(({ t, e, delay, channel, recipient }, i) => {
    const link = links[i]!;
    const message: AlarmMessageInput = {
      publicUrl,
      device: deviceById.get(t.device_id) ?? { id: t.device_id, name: null },
      tag: t.tag,
      flag: e.flag,
      reading: e.reading,
      rules: e.rules,
      displayUnit: e.displayUnit,
      ack: { url: ackLinkUrl(publicUrl, link.code), replyCode: replyCodeOf(link.id) },
    };
    // due by the readings' clock; sent no earlier than now (a buffered reading's delay may have passed already)
    // (a reading stamped ahead of the server, within the clock rule's tolerance, counts from now)
    const episodeDue = e.readingTime
      ? sql<Date>`least(${e.readingTime}::timestamptz, ${clock.sqlNow()}) + make_interval(secs => ${delay})`
      : sql<Date>`${clock.sqlNow()} + make_interval(secs => ${delay})`;
    const common = {
      kind: 'alarm' as const,
      user_id: t.user_id,
      device_id: t.device_id,
      tag: t.tag,
      alarm_log_id: e.logId,
      episode_due: episodeDue,
      send_after: sql<Date>`greatest(${clock.sqlNow()}, ${episodeDue})`,
      channel,
      recipient,
      // a test alarm is a one-off check of the addresses: it never repeats
      ...(e.flag === 'test' ? {} : reminderColumns(episodeDue, t)),
    };
    if (channel === 'email') {
      const mail = alarmEmail(message, t.unsubscribe_token);
      rows.push({ ...common, subject: mail.subject, body: mail.body });
    } else {
      rows.push({ ...common, subject: null, body: alarmSmsText(message) });
    }
    if (Math.min(e.readingTime?.getTime() ?? nowMs, nowMs) + delay * 1000 <= nowMs) dueNow++;
  });
  await storeAckLinks(
    trx,
    clock,
    sends.map(({ t, e, delay, channel, recipient }, i) => ({
      link: links[i]!,
      binding: { userId: t.user_id, alarmLogId: e.logId, deviceId: t.device_id, tag: t.tag, channel, recipient, delaySeconds: delay },
    })),
  );
  if (rows.length) await trx.insertInto('notification_outbox').values(rows).execute();
  return { queued: rows.length, dueNow };
}

/**
 * When a reading changes a tag's flag, the episodes before it are over: their pending messages that were not yet due
 * by the readings' clock (episode_due after the changing reading's time) are cancelled; those already due go out,
 * as they would have had each reading come alone. A test alarm's messages go out whatever the flag does next.
 */
export async function cancelEndedEpisodes(
  trx: Db,
  changes: readonly { deviceId: number; tag: string; logId: number; time: Date }[],
): Promise<void> {
  if (!changes.length) return;
  await sql`
    UPDATE notification_outbox o SET status = 'cancelled'
    FROM unnest(${changes.map((c) => c.deviceId)}::bigint[], ${changes.map((c) => c.tag)}::text[],
                ${changes.map((c) => c.logId)}::bigint[], ${changes.map((c) => c.time)}::timestamptz[]) AS k(device_id, tag, log_id, time)
    WHERE o.status = 'pending' AND o.kind = 'alarm' AND o.device_id = k.device_id AND o.tag = k.tag
      AND o.alarm_log_id < k.log_id AND (o.episode_due IS NULL OR o.episode_due > k.time)
      AND NOT EXISTS (SELECT 1 FROM alarm_log l WHERE l.id = o.alarm_log_id AND l.action = 'test')`.execute(trx);
}

/**
 * Cancels the pending alarm notifications of the tags: on acknowledgement all of them, when an episode ends all but
 * those of a test alarm, which go out whatever the flag does next.
 */
export async function cancelPendingAlarmNotifications(
  trx: Db,
  keys: readonly { deviceId: number; tag: string }[],
  opts: { includeTest?: boolean } = {},
): Promise<number> {
  if (!keys.length) return 0;
  const keepTest = opts.includeTest
    ? sql``
    : sql`AND NOT EXISTS (SELECT 1 FROM alarm_log l WHERE l.id = o.alarm_log_id AND l.action = 'test')`;
  const r = await sql`
    UPDATE notification_outbox o SET status = 'cancelled'
    FROM unnest(${keys.map((k) => k.deviceId)}::bigint[], ${keys.map((k) => k.tag)}::text[]) AS k(device_id, tag)
    WHERE o.status = 'pending' AND o.kind = 'alarm' AND o.device_id = k.device_id AND o.tag = k.tag
      ${keepTest}`.execute(trx);
  return Number(r.numAffectedRows ?? 0);
}
