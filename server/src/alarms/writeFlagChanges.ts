import { sql } from 'kysely';
import { baseUnitOf, formatMeasurement, isActiveAlarm, type AlarmFlag } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import type { CommittedReading } from '../ingest/committed';
import { cancelPendingAlarmNotifications, enqueueAlarmNotifications, type AlarmEpisode } from './alarmNotifications';
import type { CachedRule, TagAlarmConfig } from './tagAlarmConfig';
import type { Clock } from '../util/clock';
import { writeHoldStates, type HoldStateWrite } from './alarmHolds';

/** A tag whose newest reading changes its flag. */
export interface FlagChange {
  deviceId: number;
  tag: string;
  reading: CommittedReading;
  flag: AlarmFlag;
  fired: CachedRule[];
  cfg: TagAlarmConfig;
  displayValue: number | null;
  /** When a held condition that raises this flag began (alarmHolds.ts); absent otherwise. */
  since?: Date | null;
}

/**
 * Writes a batch's flag changes in one transaction: the tags' flags, the alarm log, the rules' `sent` counters and
 * the notifications of the new episodes. Returns the changes the database took and how many notifications are due now.
 */
export async function writeFlagChanges(
  db: Db,
  publicUrl: string,
  clock: Clock,
  changes: FlagChange[],
  holdWrites: readonly HoldStateWrite[] = [],
): Promise<{ applied: FlagChange[]; dueNow: number }> {
  let dueNow = 0;
  const applied: FlagChange[] = [];
  await db.transaction().execute(async (trx) => {
    const ids = changes.map((c) => c.deviceId);
    const tags = changes.map((c) => c.tag);
    // lock the rows in the order ingest's writer does (device_id, tag), so the two never deadlock
    await sql`
      SELECT 1 FROM tags t JOIN unnest(${ids}::bigint[], ${tags}::text[]) AS k(device_id, tag)
        ON t.device_id = k.device_id AND t.tag = k.tag
      ORDER BY t.device_id, t.tag FOR UPDATE OF t`.execute(trx);
    // held conditions' states go with the flags they decide, so a restart cannot find one without the other
    await writeHoldStates(trx, holdWrites);
    // only the tag's latest reading decides, and only a real change counts (another process may have been first)
    const updated = await sql<{ device_id: number; tag: string }>`
      UPDATE tags t
      SET alarm_flag = c.flag, alarm_flag_time = now(), alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL
      FROM unnest(${ids}::bigint[], ${tags}::text[], ${changes.map((c) => c.flag)}::text[], ${changes.map((c) => c.reading.time)}::timestamptz[])
           AS c(device_id, tag, flag, time)
      WHERE t.device_id = c.device_id AND t.tag = c.tag AND t.alarm_flag <> c.flag
        AND (t.time IS NULL OR t.time <= c.time)
      RETURNING t.device_id, t.tag`.execute(trx);
    const done = new Set(updated.rows.map((r) => `${r.device_id}\u0000${r.tag}`));
    for (const c of changes) if (done.has(`${c.deviceId}\u0000${c.tag}`)) applied.push(c);
    if (!applied.length) return;

    const logs = await trx
      .insertInto('alarm_log')
      .values(
        applied.map((c) => ({
          device_id: c.deviceId,
          tag: c.tag,
          time: sql<Date>`now()`,
          user_id: null,
          action: c.flag,
          value: c.reading.value,
          shown_value: c.displayValue,
          shown_unit: c.displayValue !== null ? c.cfg.displayUnit : null,
          detail: c.fired.length ? `rule: ${c.fired.map((r) => r.name).join(', ')}` : null,
          condition_since: c.since ?? null,
        })),
      )
      .returning(['id', 'device_id', 'tag'])
      .execute();
    const logId = new Map(logs.map((l) => [`${l.device_id}\u0000${l.tag}`, l.id]));

    // the episode before this one is over: its pending notifications go
    await cancelPendingAlarmNotifications(trx, applied);

    // a rule's `sent` counts the notifications of the current episode (the alarm panel's red icon, the
    // Alarms list's active rules): back to normal, every rule of the tag starts again from 0
    const cleared = applied.filter((c) => c.flag === 'norm');
    if (cleared.length) {
      await sql`
        UPDATE alarm_rules r SET sent = 0
        FROM unnest(${cleared.map((c) => c.deviceId)}::bigint[], ${cleared.map((c) => c.tag)}::text[]) AS k(device_id, tag)
        WHERE r.device_id = k.device_id AND r.tag = k.tag AND r.sent <> 0`.execute(trx);
    }

    const raised = applied.filter((c) => isActiveAlarm(c.flag));
    const firedIds = [...new Set(raised.flatMap((c) => c.fired.map((r) => r.id)))];
    if (firedIds.length) {
      await trx
        .updateTable('alarm_rules')
        .set((eb) => ({ sent: eb('sent', '+', 1) }))
        .where('id', 'in', firedIds)
        .execute();
    }
    const episodes: AlarmEpisode[] = raised.map((c) => ({
      deviceId: c.deviceId,
      tag: c.tag,
      flag: c.flag,
      logId: logId.get(`${c.deviceId}\u0000${c.tag}`)!,
      // a display unit that cannot be converted (gallons without a tank strap) shows the stored value
      reading:
        c.displayValue !== null
          ? formatMeasurement(c.displayValue, c.cfg.displayUnit)
          : formatMeasurement(c.reading.value, baseUnitOf(c.tag)),
      rules: c.fired,
      displayUnit: c.cfg.displayUnit,
    }));
    dueNow = (await enqueueAlarmNotifications(trx, publicUrl, clock, episodes)).dueNow;
  });
  return { applied, dueNow };
}
