import { sql, type Expression, type InsertObject, type SqlBool } from 'kysely';
import {
  STALE_DEVICE_SECONDS,
  TARDY_NOTIFY_SECONDS,
  deviceDisplayName,
  deviceTimeZone,
  formatDateTime,
  phoneDigits,
  zoneLabel,
} from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { textablePhone } from '../notify/textablePhone';
import type { Database } from '../db/database';
import { deviceLink, unsubscribeLink } from './alarmMessages';
import { RecurringScan } from '../util/recurringRun';

export interface TardySchedulerOptions {
  db: Db;
  publicUrl: string;
  /** How often to scan; 60 s by default. */
  intervalMs?: number;
  /** Silence that makes a device tardy: 24 hours without a health message (spec 2 §9). */
  thresholdSeconds?: number;
  /** Devices handled per transaction. */
  batchSize?: number;
  /** The zone of devices whose company has none (DEFAULT_TIME_ZONE); UTC when absent. */
  defaultTimeZone?: string;
  /** Called when a scan queued messages (Outbox.kick), so they leave at once. */
  kick?: () => void;
  log?: (msg: string, err?: unknown) => void;
}

interface TardyDevice {
  id: number;
  name: string | null;
  last: Date;
  time_offset: number | null;
  company_zone: string | null;
}

interface Recipient {
  device_id: number;
  user_id: number;
  email: string | null;
  phone_number: string | null;
  country_code: string;
  subscription: boolean;
  unsubscribe_token: string;
}

/**
 * "No data is an alarm too" (DESIGN.md §1): a periodic scan for devices that are placed (a name and a path), active
 * and in service, whose last health message (else their last message) is older than the threshold, and that have
 * not been reported since that message. Each is reported once to every user who can see it (managers of its
 * company and the members of its groups, demo users excepted) and whose `tardy` notification setting is on; then
 * `tardy_notified_at` is set, so the next report waits until the device has sent something and fallen silent again.
 * Devices are claimed with FOR UPDATE SKIP LOCKED, so several server processes never report one twice.
 */
export class TardyScheduler extends RecurringScan {
  constructor(private readonly opts: TardySchedulerOptions) {
    super('alarms: the tardy scan', opts.intervalMs ?? 60_000, opts.log);
  }

  protected async scanAll(): Promise<number> {
    const batch = this.opts.batchSize ?? 200;
    let total = 0;
    let queued = 0;
    // each batch goes on after the last device of the one before, so one scan reads the devices once in id order
    // (the devices_pkey walk the plan takes): restarting from the first id made every batch read again the devices
    // the ones before had passed over, a whole fleet's worth a batch at 100,000 devices
    let afterId = 0;
    for (;;) {
      const r = await this.scanBatch(batch, afterId);
      total += r.devices;
      queued += r.messages;
      if (r.devices < batch) break;
      afterId = r.lastId;
    }
    if (queued) this.opts.kick?.();
    return total;
  }

  private async scanBatch(limit: number, afterId: number): Promise<{ devices: number; messages: number; lastId: number }> {
    const { db, publicUrl } = this.opts;
    const threshold = this.opts.thresholdSeconds ?? TARDY_NOTIFY_SECONDS;
    return db.transaction().execute(async (trx) => {
      const devices = (
        await sql<TardyDevice>`
          SELECT d.id, d.name, coalesce(d.last_health_at, d.last_time_message_received) AS last, d.time_offset,
                 (SELECT c.time_zone FROM companies c WHERE c.id = d.company_id) AS company_zone
          FROM devices d
          WHERE d.id > ${afterId} AND d.is_active AND d.in_service AND d.name IS NOT NULL AND btrim(d.name) <> '' AND d.path IS NOT NULL
            AND coalesce(d.last_health_at, d.last_time_message_received) < now() - make_interval(secs => ${threshold})
            AND (d.tardy_notified_at IS NULL OR d.tardy_notified_at < coalesce(d.last_health_at, d.last_time_message_received))
          ORDER BY d.id
          LIMIT ${limit}
          FOR UPDATE OF d SKIP LOCKED`.execute(trx)
      ).rows;
      if (!devices.length) return { devices: 0, messages: 0, lastId: afterId };
      const ids = devices.map((d) => d.id);

      const recipients = (
        await sql<Recipient>`
          SELECT d.id AS device_id, u.id AS user_id, u.email, ${textablePhone('u')} AS phone_number, u.country_code, u.subscription, u.unsubscribe_token
          FROM devices d
          JOIN users u ON u.company_id = d.company_id
          WHERE d.id = ANY(${ids}::bigint[])
            AND u.deleted_at IS NULL AND NOT u.is_demo
            AND coalesce((u.notification_settings ->> 'tardy')::boolean, false)
            AND (u.is_manager OR EXISTS (
              SELECT 1 FROM group_devices gd JOIN group_users gu ON gu.group_id = gd.group_id
              WHERE gd.device_id = d.id AND gu.user_id = u.id))
          ORDER BY d.id, u.id`.execute(trx)
      ).rows;

      const hours = Math.round(threshold / 3600);
      // what the messages say of a device, once a device rather than once a recipient (a company's managers all get
      // the same text, and formatting the site time costs Intl calls)
      const said = new Map(
        devices.map((d) => {
          const name = deviceDisplayName(d);
          // the device's site time, the same for every recipient wherever they are (with the zone, since it is e-mail)
          const zone = deviceTimeZone(d.time_offset, d.company_zone, this.opts.defaultTimeZone ?? 'UTC');
          const at = new Date(d.last).getTime() / 1000;
          const last = `${formatDateTime(at, false, zone)} ${zoneLabel(zone, at)}`;
          const text = `${name} (ID ${d.id}) has not sent a health message for over ${hours} hours (last message ${last}).`;
          return [d.id, { d, name, text, link: deviceLink(publicUrl, d.id) }] as const;
        }),
      );
      const rows: InsertObject<Database, 'notification_outbox'>[] = [];
      for (const r of recipients) {
        const { d, name, text, link } = said.get(r.device_id)!;
        const common = { kind: 'tardy' as const, user_id: r.user_id, device_id: d.id, tag: null, alarm_log_id: null };
        // e-mail for the subscribed, else a text: the tardy setting is one switch for both
        if (r.email && r.subscription) {
          rows.push({
            ...common,
            channel: 'email',
            recipient: r.email,
            subject: `FieldWatch: ${name} is tardy`,
            body: [
              text,
              '',
              `View the device: ${link}`,
              '',
              `To stop receiving these e-mails, unsubscribe: ${unsubscribeLink(publicUrl, r.unsubscribe_token)}`,
            ].join('\n'),
          });
        } else if (r.phone_number) {
          rows.push({
            ...common,
            channel: 'sms',
            recipient: `${r.country_code}${phoneDigits(r.phone_number)}`,
            subject: null,
            body: `FieldWatch: ${text} ${link}`,
          });
        }
      }
      if (rows.length) await trx.insertInto('notification_outbox').values(rows).execute();
      await trx
        .updateTable('devices')
        .set({ tardy_notified_at: sql<Date>`now()` })
        .where('id', 'in', ids)
        .execute();
      return { devices: devices.length, messages: rows.length, lastId: Math.max(...ids) };
    });
  }
}

export function createTardyScheduler(opts: TardySchedulerOptions): TardyScheduler {
  return new TardyScheduler(opts);
}

/** Offline / stale (spec 1 §4, §9): no message for 64800 s. */
export const OFFLINE_SECONDS = STALE_DEVICE_SECONDS;

/**
 * SQL for "offline" of spec 1 §4: the device has a path and a name and its last message (or, when it has none,
 * its tags' latest time) is older than 64800 s, or it never sent anything. `alias` is the devices table alias.
 * The tardy notification above covers telling people; this is for lists and counts.
 */
export function offlineCondition(alias = 'devices', seconds = OFFLINE_SECONDS): Expression<SqlBool> {
  const d = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<SqlBool>`(${d('path')} IS NOT NULL AND ${d('name')} IS NOT NULL AND coalesce(
    coalesce(${d('last_time_message_received')}, (SELECT max(t.time) FROM tags t WHERE t.device_id = ${d('id')})) < now() - make_interval(secs => ${seconds}),
    true))`;
}
