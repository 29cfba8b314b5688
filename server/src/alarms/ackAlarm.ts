import { sql } from 'kysely';
import { ackWayDetail, flagAwaitsAck, type AckWay } from '@fieldwatch/domain';
import type { Db } from '../db/connection';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { cancelPendingAlarmNotifications } from './alarmNotifications';
import { deviceAlarmStates, lockVisibleTag, type LockedTag } from './alarmAccess';

/**
 * Acknowledges the tag's alarm (spec 2 §4.3 Confirm): records who and when, logs 'ack', and cancels the tag's
 * pending notifications at once, under the tag's row lock and audited in the same transaction. The flag itself
 * stays until a reading clears it. Anyone who can see the device may acknowledge (acknowledging is not editing).
 * A return to 'norm' is acknowledged like an alarm, since the banner shows it (spec 2 §4.3); a tag resting at
 * 'norm' with no flag change, or one already acknowledged, is left as it is. Answers every tag's alarm state.
 */
export async function ackAlarm(db: Db, actor: AuthorizedActor, deviceId: number, tagName: string) {
  const viewer = actor.viewer;
  await db.transaction().execute(async (trx) => {
    const tag = await lockVisibleTag(trx, viewer, deviceId, tagName);
    await acknowledgeLockedTag(trx, actor, tag);
  });
  return { id: deviceId, tags: await deviceAlarmStates(db, deviceId) };
}

/**
 * What acknowledging writes, for a tag the caller has locked (lockVisibleTag) in its transaction: the in-app
 * Confirm and the links and SMS replies of alarm messages (ackByMessage/) all come here. Answers false when there
 * was nothing to acknowledge (already acknowledged, or resting at 'norm'). `via` tells the audit row how it came.
 */
export async function acknowledgeLockedTag(trx: Db, actor: AuthorizedActor, tag: LockedTag, via?: AckWay): Promise<boolean> {
  const viewer = actor.viewer;
  if (!flagAwaitsAck(tag.flag, tag.flagTime, tag.acknowledgedAt !== null)) return false;
  await trx
    .updateTable('tags')
    .set({ alarm_acknowledged_at: sql<Date>`now()`, alarm_acknowledged_by: viewer.id })
    .where('device_id', '=', tag.deviceId)
    .where('tag', '=', tag.tag)
    .execute();
  await trx
    .insertInto('alarm_log')
    .values({
      device_id: tag.deviceId,
      tag: tag.tag,
      user_id: viewer.id,
      action: 'ack',
      value: null,
      detail: via ? ackWayDetail(via) : null,
    })
    .execute();
  await cancelPendingAlarmNotifications(trx, [tag], { includeTest: true });
  await audit(
    trx,
    actor,
    'alarm.ack',
    { type: 'tag', id: `${tag.deviceId}:${tag.tag}` },
    via ? { flag: tag.flag, via } : { flag: tag.flag },
  );
  return true;
}
