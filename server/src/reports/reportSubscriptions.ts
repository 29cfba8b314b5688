import { REPORT_TAGS } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { audit } from '../auth/audit';
import type { AuthorizedActor } from '../auth/policy/authorize';
import { deviceFilter } from '../auth/policy/deviceFilter';
import { findVisibleDevice } from '../auth/policy/deviceAccess';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import type { Clock } from '../util/clock';

/** A device whose daily report a user may take or takes by e-mail, with its report sensors. */
export interface ReportEmailDevice {
  device_id: number;
  name: string | null;
  tags: string[];
}

/** How many devices one choice list answers: the Account page narrows it by typing. */
const CHOICES_LIMIT = 50;

const reportTagsOf = (alias: string) =>
  sql<
    string[]
  >`ARRAY(SELECT t.tag FROM tags t WHERE t.device_id = ${sql.ref(`${alias}.id`)} AND t.tag = ANY(${REPORT_TAGS}::text[]) ORDER BY t.tag)`;

const hasReport = (alias: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM tags t WHERE t.device_id = ${sql.ref(`${alias}.id`)} AND t.tag = ANY(${REPORT_TAGS}::text[]))`;

/**
 * The viewer's report subscriptions among the devices they can read now. One whose device they can no longer read
 * is not listed and sends nothing (the scheduler asks again at every send); it comes back with the access.
 */
export async function listReportSubscriptions(db: Db, viewer: Viewer): Promise<ReportEmailDevice[]> {
  return db
    .selectFrom('report_subscriptions as s')
    .innerJoin('devices as d', 'd.id', 's.device_id')
    .select(['d.id as device_id', 'd.name', reportTagsOf('d').as('tags')])
    .where('s.user_id', '=', viewer.id)
    .where(deviceFilter(viewer, 'd'))
    .orderBy(sql`d.name COLLATE natural_sort`)
    .orderBy('d.id')
    .execute();
}

/** Devices the viewer can read that have a report and are not subscribed yet, by name or id (the first 50). */
export async function reportEmailChoices(db: Db, viewer: Viewer, search: string | null): Promise<ReportEmailDevice[]> {
  let q = db
    .selectFrom('devices as d')
    .select(['d.id as device_id', 'd.name', reportTagsOf('d').as('tags')])
    .where(deviceFilter(viewer, 'd'))
    .where(hasReport('d'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('report_subscriptions as s')
            .select('s.device_id')
            .where('s.user_id', '=', viewer.id)
            .whereRef('s.device_id', '=', 'd.id'),
        ),
      ),
    );
  const text = search?.trim();
  if (text) {
    const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('d.name', 'ilike', like), ...(id !== null ? [eb('d.id', '=', id)] : [])]));
  }
  return q
    .orderBy(sql`d.name COLLATE natural_sort`)
    .orderBy('d.id')
    .limit(CHOICES_LIMIT)
    .execute();
}

/** Demo accounts are shared: an e-mail to one would reach every visitor's inbox but none of theirs. */
function assertMaySubscribe(viewer: Viewer): void {
  if (viewer.isDemo) throw new AppError('FORBIDDEN');
}

/**
 * Subscribes the viewer to a device's daily report: a device they cannot read (another company's) answers
 * DEVICE_NOT_FOUND as one that does not exist; one without a production or consumption report REPORT_NOT_AVAILABLE.
 * Reports whose hour has passed before now are not sent (the subscription's time is the scheduler's clock).
 */
export async function subscribeReport(db: Db, clock: Clock, actor: AuthorizedActor, deviceId: number): Promise<ReportEmailDevice[]> {
  const { viewer } = actor;
  assertMaySubscribe(viewer);
  await db.transaction().execute(async (trx) => {
    const device = await findVisibleDevice(trx, viewer, deviceId);
    if (!device) throw new AppError('DEVICE_NOT_FOUND');
    const report = await trx
      .selectFrom('tags')
      .select('tag')
      .where('device_id', '=', device.id)
      .where('tag', 'in', REPORT_TAGS)
      .executeTakeFirst();
    if (!report) throw new AppError('REPORT_NOT_AVAILABLE');
    const added = await trx
      .insertInto('report_subscriptions')
      .values({ user_id: viewer.id, device_id: device.id, created_at: clock.sqlNow() })
      .onConflict((oc) => oc.doNothing())
      .returning('device_id')
      .executeTakeFirst();
    if (added) await audit(trx, actor, 'report.subscribe', { type: 'device', id: device.id });
  });
  return listReportSubscriptions(db, viewer);
}

/** Ends the viewer's subscription to a device's report (their own row only; nothing to end changes nothing). */
export async function unsubscribeReport(db: Db, actor: AuthorizedActor, deviceId: number): Promise<ReportEmailDevice[]> {
  const { viewer } = actor;
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('report_subscriptions')
      .where('user_id', '=', viewer.id)
      .where('device_id', '=', deviceId)
      .executeTakeFirst();
    if (removed.numDeletedRows) await audit(trx, actor, 'report.unsubscribe', { type: 'device', id: deviceId });
  });
  return listReportSubscriptions(db, viewer);
}
