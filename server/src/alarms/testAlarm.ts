import { sql } from 'kysely';
import type { Services } from '../services';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { assertCanSaveAlarms } from '../auth/policy/tagAlarmAccess';
import { cancelPendingAlarmNotifications, enqueueAlarmNotifications } from './alarmNotifications';
import { lockVisibleTag } from './alarmAccess';

/**
 * The Test Alarm button (spec 2 §2.2, §7): sets the tag's flag to 'test', logs it, and sends the tag's
 * notifications at once (their delays ignored) with the test message. Needs the right to edit alarms; demo users
 * may test too, but only they themselves are notified. The next reading evaluates the flag as usual. All of it is
 * one transaction under the tag's row lock, audited there; the outbox is kicked after it commits.
 */
export async function testAlarm(
  services: Pick<Services, 'db' | 'config' | 'outbox'>,
  actor: AuthorizedActor,
  deviceId: number,
  tagName: string,
): Promise<void> {
  const { db, config, outbox } = services;
  const viewer = actor.viewer;
  const dueNow = await db.transaction().execute(async (trx) => {
    const tag = await lockVisibleTag(trx, viewer, deviceId, tagName);
    // Test Alarm shows to the same people as Save Changes (spec 2 §6); a demo user's test notifies only themselves
    assertCanSaveAlarms(viewer);
    await trx
      .updateTable('tags')
      .set({ alarm_flag: 'test', alarm_flag_time: sql<Date>`now()`, alarm_acknowledged_at: null, alarm_acknowledged_by: null })
      .where('device_id', '=', tag.deviceId)
      .where('tag', '=', tag.tag)
      .execute();
    const log = await trx
      .insertInto('alarm_log')
      .values({ device_id: tag.deviceId, tag: tag.tag, user_id: viewer.id, action: 'test', value: null, detail: 'alarm test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, actor, 'alarm.test', { type: 'tag', id: `${tag.deviceId}:${tag.tag}` });
    // the episode the test interrupts is over: its pending notifications go
    await cancelPendingAlarmNotifications(trx, [tag]);
    const queued = await enqueueAlarmNotifications(
      trx,
      config.publicUrl,
      outbox.clock,
      [{ deviceId: tag.deviceId, tag: tag.tag, flag: 'test', logId: log.id, reading: null, rules: [], displayUnit: null }],
      { ignoreDelay: true, onlyUserId: viewer.isDemo ? viewer.id : undefined },
    );
    return queued.dueNow;
  });
  if (dueNow) outbox.kick();
}
