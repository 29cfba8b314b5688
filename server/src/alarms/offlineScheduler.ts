import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { RecurringScan } from '../util/recurringRun';
import type { Clock } from '../util/clock';
import { cancelPendingAlarmNotifications, enqueueAlarmNotifications, type AlarmEpisode } from './alarmNotifications';
import { clearOfflineAlarms } from './offlineClear';

/**
 * When a device has never been given nor reported a transmit interval: an hour, the interval the devices are set up
 * with (the demo's and the settings form's usual value). A device's own interval, reported else desired, wins.
 */
export const DEFAULT_TRANSMIT_SECONDS = 3600;

export interface OfflineSchedulerOptions {
  db: Db;
  publicUrl: string;
  /** The time deadlines are measured against (tests move it forward). */
  clock: Clock;
  /** How often to scan; 60 s by default, so an alarm is raised within a minute of its deadline. */
  intervalMs?: number;
  /** Watching tags handled per transaction. */
  batchSize?: number;
  /** Called when a scan queued messages (Outbox.kick), so they leave at once. */
  kick?: () => void;
  log?: (msg: string, err?: unknown) => void;
}

interface DueRow {
  device_id: number;
  tag: string;
  last: Date;
  /** the same instant as PostgreSQL keeps it, to the microsecond (a Date keeps milliseconds) */
  last_exact: string;
  factor: number;
  interval_seconds: number;
}

/** A setting's text as a whole number of seconds, in SQL: null unless it is one (settings are free text). */
const secondsOf = (col: string) => sql`CASE WHEN ${sql.ref(col)} ~ '^[0-9]{1,9}$' THEN ${sql.ref(col)}::int END`;

/**
 * The offline alarm (migration 040): every minute, the tags that watch their device (table offline_alarms) whose
 * device's last message is older than factor × its transmit interval get the flag 'offline', an alarm log entry
 * and their notification actions, as a reading past a threshold would; the device's next message clears it
 * (offlineClear.ts). Only devices that have sent something are judged: silence means nothing before a first message.
 *
 * The scan reads the watching tags that are not raised in keyset pages (device, tag), each page one transaction whose
 * rows are claimed FOR UPDATE SKIP LOCKED, so several server processes never raise one twice; like the tardy scan
 * it reads each candidate once per scan, joined to its device by primary key, whatever the fleet's size.
 *
 * Each scan first clears the raised alarms of devices that have sent since (`clearReturned`). The engine clears them
 * as the message is processed; this catches the message that committed while its device was being raised, which
 * the engine's check could not yet see.
 */
export class OfflineScheduler extends RecurringScan {
  constructor(private readonly opts: OfflineSchedulerOptions) {
    super('alarms: the offline scan', opts.intervalMs ?? 60_000, opts.log);
  }

  protected async scanAll(): Promise<number> {
    await this.clearReturned();
    const limit = this.opts.batchSize ?? 500;
    let after: { deviceId: number; tag: string } = { deviceId: 0, tag: '' };
    let raised = 0;
    let queued = 0;
    for (;;) {
      const r = await this.scanBatch(limit, after);
      raised += r.raised;
      queued += r.dueNow;
      if (!r.last) break;
      after = r.last;
    }
    if (queued) this.opts.kick?.();
    return raised;
  }

  /** Clears the raised offline alarms of devices whose last message is newer than the one they were raised after. */
  async clearReturned(): Promise<number> {
    const back = await sql<{ device_id: number }>`
      SELECT DISTINCT o.device_id FROM offline_alarms o JOIN devices d ON d.id = o.device_id
      WHERE o.raised_after IS NOT NULL AND d.last_time_message_received > o.raised_after`.execute(this.opts.db);
    if (!back.rows.length) return 0;
    return (
      await clearOfflineAlarms(
        this.opts.db,
        back.rows.map((r) => Number(r.device_id)),
      )
    ).length;
  }

  private async scanBatch(
    limit: number,
    after: { deviceId: number; tag: string },
  ): Promise<{ raised: number; dueNow: number; last: { deviceId: number; tag: string } | null }> {
    const { db, publicUrl, clock } = this.opts;
    return db.transaction().execute(async (trx) => {
      const due = (
        await sql<DueRow>`
          SELECT o.device_id, o.tag, d.last_time_message_received AS last, d.last_time_message_received::text AS last_exact, o.factor,
                 coalesce(${secondsOf('s.reported_value')}, ${secondsOf('s.desired_value')}, ${DEFAULT_TRANSMIT_SECONDS}) AS interval_seconds
          FROM offline_alarms o
          JOIN devices d ON d.id = o.device_id
          LEFT JOIN device_settings s ON s.device_id = o.device_id AND s.key = 'interval_transmit'
          WHERE (o.device_id, o.tag) > (${after.deviceId}::bigint, ${after.tag}::text) AND o.raised_after IS NULL
            AND d.is_active AND d.last_time_message_received IS NOT NULL
            AND d.last_time_message_received + make_interval(secs => o.factor *
                  coalesce(${secondsOf('s.reported_value')}, ${secondsOf('s.desired_value')}, ${DEFAULT_TRANSMIT_SECONDS}))
                < ${clock.sqlNow()}
          ORDER BY o.device_id, o.tag
          LIMIT ${limit}
          FOR UPDATE OF o SKIP LOCKED`.execute(trx)
      ).rows;
      if (!due.length) return { raised: 0, dueNow: 0, last: null };
      const ids = due.map((d) => d.device_id);
      const tags = due.map((d) => d.tag);
      // the tags' rows in the order ingest and the engine lock them, so the three never deadlock
      const flagged = (
        await sql<{ device_id: number; tag: string }>`
          WITH locked AS (
            SELECT t.device_id, t.tag FROM tags t JOIN unnest(${ids}::bigint[], ${tags}::text[]) AS k(device_id, tag)
              ON t.device_id = k.device_id AND t.tag = k.tag
            ORDER BY t.device_id, t.tag FOR UPDATE OF t)
          UPDATE tags t SET alarm_flag = 'offline', alarm_flag_time = now(), alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL
          FROM locked WHERE t.device_id = locked.device_id AND t.tag = locked.tag AND t.alarm_flag <> 'offline'
          RETURNING t.device_id, t.tag`.execute(trx)
      ).rows;
      const byKey = new Map(due.map((d) => [`${d.device_id}\u0000${d.tag}`, d]));
      const raisedRows = flagged.map((f) => byKey.get(`${f.device_id}\u0000${f.tag}`)!);
      let dueNow = 0;
      if (raisedRows.length) {
        const logs = await trx
          .insertInto('alarm_log')
          .values(
            raisedRows.map((d) => ({
              device_id: d.device_id,
              tag: d.tag,
              user_id: null,
              action: 'offline',
              value: null,
              detail: `no message for ${d.factor} × the ${Math.round(d.interval_seconds / 60)}-minute transmit interval`,
              condition_since: d.last,
            })),
          )
          .returning(['id', 'device_id', 'tag'])
          .execute();
        // whatever the tag was notifying before is over: this is a new episode
        const keys = raisedRows.map((d) => ({ deviceId: d.device_id, tag: d.tag }));
        await cancelPendingAlarmNotifications(trx, keys);
        const episodes: AlarmEpisode[] = logs.map((l) => ({
          deviceId: l.device_id,
          tag: l.tag,
          flag: 'offline',
          logId: Number(l.id),
          reading: null,
          rules: [],
          displayUnit: null,
        }));
        dueNow = (await enqueueAlarmNotifications(trx, publicUrl, clock, episodes)).dueNow;
      }
      // every claimed row is settled for this silence, flagged or already offline. The message time goes back as the
      // database wrote it: cut to a Date's milliseconds it would be older than the device's own, and the next scan
      // would take the device for heard from, clear the alarm and raise (and notify) it again, every minute
      await sql`
        UPDATE offline_alarms o SET raised_after = k.last
        FROM unnest(${ids}::bigint[], ${tags}::text[], ${due.map((d) => d.last_exact)}::timestamptz[]) AS k(device_id, tag, last)
        WHERE o.device_id = k.device_id AND o.tag = k.tag`.execute(trx);
      const last = due[due.length - 1]!;
      return { raised: raisedRows.length, dueNow, last: due.length < limit ? null : { deviceId: last.device_id, tag: last.tag } };
    });
  }
}

export function createOfflineScheduler(opts: OfflineSchedulerOptions): OfflineScheduler {
  return new OfflineScheduler(opts);
}
