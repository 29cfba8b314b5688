import { sql } from 'kysely';
import { baseUnitOf, formatMeasurement, isActiveAlarm } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { cancelEndedEpisodes, enqueueAlarmNotifications, type AlarmEpisode } from './alarmNotifications';
import type { Clock } from '../util/clock';
import { writeHoldStates, type HoldStateWrite } from './alarmHolds';
import type { FlagChange, TagSteps } from './stepTagReadings';

const keyOf = (deviceId: number, tag: string) => `${deviceId}\u0000${tag}`;

/**
 * Writes a batch's flag changes in one transaction: each tag's flag (its last change) and newest judged reading, the
 * alarm log (one row per change, with its reading's time), the rules' `sent` counters, the notifications of each
 * episode raised, and the cancellation of the messages of episodes that ended, by their readings, before those were
 * due. A tag is written only when the database still holds the flag and judged reading its steps started from;
 * another process may have judged newer readings first, and the tag is then returned in `refused` for the caller to
 * step again from the stored state. Held conditions' states go with the flags they decide, so a restart cannot find
 * one without the other.
 */
export async function writeFlagChanges(
  db: Db,
  publicUrl: string,
  clock: Clock,
  steps: readonly TagSteps[],
  holdWrites: readonly HoldStateWrite[] = [],
): Promise<{ applied: TagSteps[]; refused: TagSteps[]; dueNow: number }> {
  let dueNow = 0;
  let applied: TagSteps[] = [];
  await db.transaction().execute(async (trx) => {
    applied = await updateTags(trx, steps);
    // the held states of refused tags are stepped again with them
    const refusedKeys = new Set(steps.filter((s) => !applied.includes(s)).map((s) => keyOf(s.deviceId, s.tag)));
    await writeHoldStates(trx, [
      ...holdWrites.filter((w) => !refusedKeys.has(keyOf(w.deviceId, w.tag))),
      ...applied
        .filter((s) => s.cfg.held)
        .map((s) => ({ deviceId: s.deviceId, tag: s.tag, states: s.end.holdStates, steppedAt: s.end.steppedAt! })),
    ]);
    if (!applied.length) return;
    const changes = applied.flatMap((s) => s.changes.map((c) => ({ s, c })));
    const logIds = await insertLogRows(trx, changes);
    await countRulesSent(trx, applied);
    const episodes: AlarmEpisode[] = changes
      .filter(({ c }) => isActiveAlarm(c.flag))
      .map(({ s, c }) => ({
        deviceId: s.deviceId,
        tag: s.tag,
        flag: c.flag,
        logId: logIds.get(logKey(s, c))!,
        readingTime: c.reading.time,
        // a display unit that cannot be converted (gallons without a tank strap) shows the stored value
        reading:
          c.displayValue !== null
            ? formatMeasurement(c.displayValue, s.cfg.displayUnit)
            : formatMeasurement(c.reading.value, baseUnitOf(s.tag)),
        rules: c.fired,
        displayUnit: s.cfg.displayUnit,
      }));
    dueNow = (await enqueueAlarmNotifications(trx, publicUrl, clock, episodes)).dueNow;
    // after the episodes of this batch are queued, so a spike raised and cleared in one message is judged like one
    // raised and cleared in two
    await cancelEndedEpisodes(
      trx,
      changes.map(({ s, c }) => ({ deviceId: s.deviceId, tag: s.tag, logId: logIds.get(logKey(s, c))!, time: c.reading.time })),
    );
  });
  return { applied, refused: steps.filter((s) => !applied.includes(s)), dueNow };
}

const logKey = (s: TagSteps, c: FlagChange) => `${s.deviceId}\u0000${s.tag}\u0000${c.reading.time.getTime()}`;

/** Locks the tags and moves each whose stored state is the one its steps started from; returns those. */
async function updateTags(trx: Db, steps: readonly TagSteps[]): Promise<TagSteps[]> {
  if (!steps.length) return [];
  const ids = steps.map((s) => s.deviceId);
  const tags = steps.map((s) => s.tag);
  // lock the rows in the order ingest's writer does (device_id, tag), so the two never deadlock
  await sql`
    SELECT 1 FROM tags t JOIN unnest(${ids}::bigint[], ${tags}::text[]) AS k(device_id, tag)
      ON t.device_id = k.device_id AND t.tag = k.tag
    ORDER BY t.device_id, t.tag FOR UPDATE OF t`.execute(trx);
  const last = (s: TagSteps) => s.changes[s.changes.length - 1]!;
  const updated = await sql<{ device_id: number; tag: string }>`
    UPDATE tags t
    SET alarm_flag = c.flag, alarm_flag_time = now(), alarm_acknowledged_at = NULL, alarm_acknowledged_by = NULL,
        alarm_stepped_at = c.stepped_at
    FROM unnest(${ids}::bigint[], ${tags}::text[], ${steps.map((s) => last(s).flag)}::text[],
                ${steps.map((s) => s.cfg.flag)}::text[], ${steps.map((s) => (s.cfg.steppedAt === null ? null : new Date(s.cfg.steppedAt)))}::timestamptz[],
                ${steps.map((s) => new Date(s.end.steppedAt!))}::timestamptz[])
         AS c(device_id, tag, flag, from_flag, from_stepped_at, stepped_at)
    WHERE t.device_id = c.device_id AND t.tag = c.tag AND t.alarm_flag = c.from_flag
      AND (t.alarm_stepped_at IS NULL OR t.alarm_stepped_at <= c.from_stepped_at)
    RETURNING t.device_id, t.tag`.execute(trx);
  const done = new Set(updated.rows.map((r) => keyOf(r.device_id, r.tag)));
  return steps.filter((s) => done.has(keyOf(s.deviceId, s.tag)));
}

/** One alarm_log row per change; returns each row's id by its tag and reading time. */
async function insertLogRows(trx: Db, changes: readonly { s: TagSteps; c: FlagChange }[]): Promise<Map<string, number>> {
  const logs = await trx
    .insertInto('alarm_log')
    .values(
      changes.map(({ s, c }) => ({
        device_id: s.deviceId,
        tag: s.tag,
        time: sql<Date>`now()`,
        user_id: null,
        action: c.flag,
        value: c.reading.value,
        shown_value: c.displayValue,
        shown_unit: c.displayValue !== null ? s.cfg.displayUnit : null,
        detail: c.fired.length ? `rule: ${c.fired.map((r) => r.name).join(', ')}` : null,
        condition_since: c.since,
        reading_time: c.reading.time,
      })),
    )
    .returning(['id', 'device_id', 'tag', 'reading_time'])
    .execute();
  return new Map(logs.map((l) => [`${l.device_id}\u0000${l.tag}\u0000${l.reading_time!.getTime()}`, l.id]));
}

/**
 * A rule's `sent` counts the notifications of the current episode (the alarm panel's red icon, the Alarms list's
 * active rules): back to normal, every rule of the tag starts again from 0; each raise counts its fired rules once.
 * Only the raises after a tag's last return to normal in the batch count, as they would have one reading at a time.
 */
async function countRulesSent(trx: Db, applied: readonly TagSteps[]): Promise<void> {
  const cleared = applied.filter((s) => s.changes.some((c) => c.flag === 'norm'));
  if (cleared.length) {
    await sql`
      UPDATE alarm_rules r SET sent = 0
      FROM unnest(${cleared.map((s) => s.deviceId)}::bigint[], ${cleared.map((s) => s.tag)}::text[]) AS k(device_id, tag)
      WHERE r.device_id = k.device_id AND r.tag = k.tag AND r.sent <> 0`.execute(trx);
  }
  const counts = new Map<number, number>();
  for (const s of applied) {
    const lastNorm = s.changes.findLastIndex((c) => c.flag === 'norm');
    for (const c of s.changes.slice(lastNorm + 1)) {
      if (!isActiveAlarm(c.flag)) continue;
      for (const r of c.fired) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    }
  }
  if (!counts.size) return;
  await sql`
    UPDATE alarm_rules r SET sent = r.sent + k.n
    FROM unnest(${[...counts.keys()]}::bigint[], ${[...counts.values()]}::int[]) AS k(id, n)
    WHERE r.id = k.id`.execute(trx);
}
