import { sql } from 'kysely';
import {
  deviceTimeZone,
  dueReport,
  REPORT_TAGS,
  reportEmail,
  reportEmailReadiness,
  reportKindOf,
  type DueReport,
} from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { nearestReadingSql } from '../db/readingsBetween';
import { visibleTag } from '../auth/policy/tagAlarmAccess';
import { viewerOfUser } from '../auth/viewerOfUser';
import { AppError } from '../errors/AppError';
import { addAttachments } from '../notify/outboxAttachments';
import { RecurringScan } from '../util/recurringRun';
import type { Clock } from '../util/clock';
import { reportEmailText } from './reportEmailText';
import { reportWorkbook, storedReportInput } from './reportWorkbookData';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ReportEmailSchedulerOptions {
  db: Db;
  clock: Clock;
  publicUrl: string;
  /** The zone of devices whose company has none (DEFAULT_TIME_ZONE). */
  defaultTimeZone: string;
  /** How often to look; 60 s by default, so a report leaves within a minute of its hour. */
  intervalMs?: number;
  /** Report sensors read per page of the scan (500; tests make pages small). */
  pageSize?: number;
  /** Called when e-mails were queued (Outbox.kick), so they leave at once. */
  kick?: () => void;
  log?: (msg: string, err?: unknown) => void;
}

/** A subscription's report sensor, with what deciding and writing its e-mail needs. */
interface Candidate {
  user_id: number;
  device_id: number;
  tag: string;
  report_hour: number;
  since: number;
  name: string | null;
  time_offset: number | null;
  company_zone: string | null;
  email: string;
  unsubscribe_token: string;
  last_day: string | null;
}

/**
 * The daily report e-mails (docs/alarms.md "Daily reports by e-mail"). Every minute it reads the subscriptions of
 * users who get e-mail (not deleted, not demo, not unsubscribed, with an address), one row per report sensor of the
 * device, and for each whose report hour has come in the device's zone (`services.clock`, so tests step into it)
 * and whose day has not been sent, writes one e-mail with the month's spreadsheet attached, once the day is complete:
 * the reading after the report hour is stored, or the grace period is over (domain `reportEmailReadiness`; until then
 * a scan leaves the day alone and the next one looks again). Each is written in a transaction of its own that first
 * asks the policy again whether the user still reads the device, computes the e-mail (domain `reportEmail`, the
 * Report tab's function), then inserts the day's row into report_deliveries, whose key lets only one process and one
 * run write a day's e-mail, and the outbox row with its attachment: all or nothing.
 */
export class ReportEmailScheduler extends RecurringScan {
  constructor(private readonly opts: ReportEmailSchedulerOptions) {
    super('reports: the report e-mail scan', opts.intervalMs ?? 60_000, opts.log);
  }

  protected async scanAll(): Promise<number> {
    const { db, clock } = this.opts;
    const { now } = (await sql<{ now: number }>`SELECT extract(epoch FROM ${clock.sqlNow()})::float8 AS now`.execute(db)).rows[0]!;
    let queued = 0;
    // keyset pages: the subscriptions of a large fleet are never all in memory at once
    let after: Pick<Candidate, 'user_id' | 'device_id' | 'tag'> = { user_id: 0, device_id: 0, tag: '' };
    for (;;) {
      const page = await this.candidatesAfter(after);
      for (const c of page) {
        const zone = deviceTimeZone(c.time_offset, c.company_zone, this.opts.defaultTimeZone);
        const due = dueReport(now, c.report_hour, zone, reportKindOf(c.tag)!);
        // a day already written, or one whose hour came before the subscription
        if ((c.last_day !== null && c.last_day >= due.day) || due.at < c.since) continue;
        try {
          // one index probe, so a day that waits costs each scan no month of readings
          if (reportEmailReadiness(due, now, await this.readingAfterHour(c, due)).state === 'wait') continue;
          if (await this.send(c, due, zone, now)) queued++;
        } catch (err) {
          this.log(`reports: the report e-mail of device ${c.device_id} ${c.tag} to user ${c.user_id} failed`, err);
        }
      }
      if (page.length < (this.opts.pageSize ?? 500)) break;
      after = page.at(-1)!;
    }
    if (queued) this.opts.kick?.();
    return queued;
  }

  /** The next page of report sensors of subscriptions whose users get e-mail, in key order after `after`. */
  private async candidatesAfter(after: Pick<Candidate, 'user_id' | 'device_id' | 'tag'>): Promise<Candidate[]> {
    const { rows } = await sql<Candidate>`
      SELECT s.user_id, s.device_id, t.tag, t.report_hour, extract(epoch FROM s.created_at)::float8 AS since,
             d.name, d.time_offset, (SELECT c.time_zone FROM companies c WHERE c.id = d.company_id) AS company_zone,
             u.email, u.unsubscribe_token,
             (SELECT max(rd.report_day)::text FROM report_deliveries rd
               WHERE rd.user_id = s.user_id AND rd.device_id = s.device_id AND rd.tag = t.tag) AS last_day
        FROM report_subscriptions s
        JOIN users u ON u.id = s.user_id
        JOIN devices d ON d.id = s.device_id
        JOIN tags t ON t.device_id = d.id AND t.tag = ANY(${REPORT_TAGS}::text[])
       WHERE u.deleted_at IS NULL AND NOT u.is_demo AND u.subscription AND u.email IS NOT NULL AND btrim(u.email) <> ''
         AND (s.user_id, s.device_id, t.tag) > (${after.user_id}::bigint, ${after.device_id}::bigint, ${after.tag}::text)
       ORDER BY s.user_id, s.device_id, t.tag
       LIMIT ${this.opts.pageSize ?? 500}`.execute(this.opts.db);
    return rows;
  }

  /** Whether a reading of the report's sensor at or after the due report hour is stored. */
  private async readingAfterHour(c: Candidate, due: DueReport): Promise<boolean> {
    const at = new Date(due.at * 1000);
    const { rows } = await sql<{ time: Date }>`
      SELECT n.time FROM ${nearestReadingSql(c.device_id, c.tag, sql`${at}::timestamptz`, 'after', false)} n`.execute(this.opts.db);
    return rows.length > 0;
  }

  /**
   * Writes one report e-mail, or nothing: the user no longer reads the device, the day is not complete after all (the
   * readings read here decide), or another run wrote the day.
   */
  private async send(c: Candidate, due: DueReport, zone: string, now: number): Promise<boolean> {
    const { db, clock, publicUrl } = this.opts;
    return db.transaction().execute(async (trx) => {
      const viewer = await viewerOfUser(trx, c.user_id);
      if (!viewer) return false;
      // the same policy the Report tab's query passes: the user's role, company and groups as they are now
      const v = await visibleTag(trx, viewer, c.device_id, c.tag).catch((err: unknown) => {
        if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
        throw err;
      });
      if (!v) return false;
      const email = reportEmail({ ...(await storedReportInput(trx, viewer, v, due, zone)), due, nowSeconds: now });
      if (!email || email.state === 'wait') return false;
      const claimed = await trx
        .insertInto('report_deliveries')
        .values({ user_id: c.user_id, device_id: c.device_id, tag: c.tag, report_day: due.day, created_at: clock.sqlNow() })
        .onConflict((oc) => oc.doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!claimed) return false;
      const workbook = reportWorkbook(email.table, c.device_id, c.tag, due, zone);
      const text = reportEmailText({
        publicUrl,
        device: { id: c.device_id, name: c.name },
        tag: c.tag,
        due,
        timeZone: zone,
        email,
        fileName: workbook.fileName,
        unsubscribeToken: c.unsubscribe_token,
      });
      const { id } = await trx
        .insertInto('notification_outbox')
        .values({
          kind: 'report',
          channel: 'email',
          recipient: c.email,
          subject: text.subject,
          body: text.body,
          user_id: c.user_id,
          device_id: c.device_id,
          tag: c.tag,
          alarm_log_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addAttachments(trx, id, [{ fileName: workbook.fileName, contentType: XLSX_TYPE, content: workbook.bytes }]);
      await trx
        .updateTable('report_deliveries')
        .set({ outbox_id: id })
        .where('user_id', '=', c.user_id)
        .where('device_id', '=', c.device_id)
        .where('tag', '=', c.tag)
        .where('report_day', '=', due.day)
        .execute();
      return true;
    });
  }
}
