import { sql, type RawBuilder } from 'kysely';
import { ALARM_FLAG_MESSAGES, deviceDisplayName, deviceTimeZone, isAlarmFlag, tagLabel } from '@fieldwatch/domain';
import type { AckLinkDetails } from '@fieldwatch/domain';
import type { Db } from '../../db/connection';
import type { Viewer } from '../../auth/viewer';
import { viewerOfUser } from '../../auth/viewerOfUser';
import { AppError } from '../../errors/AppError';
import type { Clock } from '../../util/clock';
import { lockVisibleTag, type LockedTag } from '../alarmAccess';
import type { AckOutcome } from './ackOutcomes';

/** A stored link with what judging it needs, read (and locked) in the caller's transaction. */
export interface AckLinkRow {
  id: number;
  user_id: number;
  alarm_log_id: number;
  device_id: number;
  tag: string;
  used: boolean;
  expired: boolean;
}

export interface AckJudgement {
  outcome: AckOutcome;
  /** Only when the link's user may still see the device. */
  details: AckLinkDetails | null;
  /** The link's user and the locked tag, when the outcome is 'open' (acknowledging may go ahead). */
  viewer: Viewer | null;
  tag: LockedTag | null;
}

/** Links chosen by a condition, locked for the transaction; expiry judged on the scheduling clock. */
export async function lockAckLinks(trx: Db, clock: Clock, where: RawBuilder<boolean>): Promise<AckLinkRow[]> {
  const r = await sql<AckLinkRow>`
    SELECT k.id, k.user_id, k.alarm_log_id, k.device_id, k.tag, k.used_at IS NOT NULL AS used,
           k.expires_at <= ${clock.sqlNow()} AS expired
    FROM alarm_ack_links k WHERE ${where} ORDER BY k.id FOR UPDATE`.execute(trx);
  return r.rows.map((row) => ({ ...row, id: Number(row.id), alarm_log_id: Number(row.alarm_log_id), device_id: Number(row.device_id) }));
}

/**
 * Judges a locked link: may its user still see the device (the policy's own check, locking the tag), and is its alarm
 * occurrence still the tag's current one (the flag has not changed since the occurrence's alarm_log row and is not
 * back to normal) and unacknowledged? The same test the outbox applies before sending a delayed notification.
 */
export async function judgeAckLink(trx: Db, link: AckLinkRow, defaultTimeZone: string): Promise<AckJudgement> {
  const refused = (outcome: AckOutcome, details: AckLinkDetails | null = null): AckJudgement => ({
    outcome,
    details,
    viewer: null,
    tag: null,
  });
  const viewer = await viewerOfUser(trx, link.user_id);
  if (!viewer) return refused('no_access');
  let tag: LockedTag;
  try {
    tag = await lockVisibleTag(trx, viewer, link.device_id, link.tag);
  } catch (err) {
    if (err instanceof AppError) return refused('no_access');
    throw err;
  }
  const occurrence = await trx
    .selectFrom('alarm_log')
    .innerJoin('devices', 'devices.id', 'alarm_log.device_id')
    .leftJoin('companies', 'companies.id', 'devices.company_id')
    .select(['alarm_log.time', 'alarm_log.action', 'devices.id', 'devices.name', 'devices.time_offset', 'companies.time_zone'])
    .where('alarm_log.id', '=', link.alarm_log_id)
    .executeTakeFirst();
  if (!occurrence) return refused('stale');
  const details: AckLinkDetails = {
    deviceId: occurrence.id,
    device: deviceDisplayName(occurrence),
    tag: link.tag,
    sensor: tagLabel(link.tag),
    alarm: isAlarmFlag(occurrence.action) ? ALARM_FLAG_MESSAGES[occurrence.action] : occurrence.action,
    raisedAt: occurrence.time.getTime(),
    timeZone: deviceTimeZone(occurrence.time_offset, occurrence.time_zone, defaultTimeZone),
  };
  if (link.used) return refused('used', details);
  if (link.expired) return refused('expired', details);
  const current = tag.flag !== 'norm' && tag.flagTime !== null && tag.flagTime.getTime() <= occurrence.time.getTime();
  if (!current) return refused('stale', details);
  if (tag.acknowledgedAt !== null) return refused('already', details);
  return { outcome: 'open', details, viewer, tag };
}
