import { MESSAGE_LOG_TYPES } from '@fieldwatch/domain';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/connection';
import { AppError } from '../errors/AppError';
import { messageLogEntries, type MessageLogEntryShape } from './messageLogEntries';
import { mayReadMessageLog } from './messageLogAccess';
import { siteZonesOf } from '../device/siteZones';

/** What the message log page asks: one device, a message type ('all' when absent) and a range in epoch seconds. */
export interface MessageLogQuery {
  deviceId: number;
  messageType: string | null | undefined;
  start: number | null;
  end: number | null;
}

/** An entry with the site time zone of its device, which the log prints its time in. */
export type ZonedMessageLogEntry = MessageLogEntryShape & { timeZone: string };

/**
 * Message log (spec 3 §2, §3): what one device sent in the range, of one type or all, newest first; for super
 * users, type all includes the refused messages. An unknown type is BAD_INPUT; a viewer without access to the
 * device's log (spec 3 §6) gets FORBIDDEN ('You do not have access to this page.'), whether or not the device exists.
 */
export async function messageLog(db: Db, viewer: Viewer, q: MessageLogQuery, defaultZone: string): Promise<ZonedMessageLogEntry[]> {
  const type = q.messageType ?? 'all';
  if (!MESSAGE_LOG_TYPES.some((m) => m.value === type)) throw new AppError('BAD_INPUT', { message: `Unknown message type ${type}.` });
  if (!(await mayReadMessageLog(db, viewer, q.deviceId))) throw new AppError('FORBIDDEN');
  // super users also see the messages refused for their content (ingest_refusals), as type 'refused'
  const [entries, zones] = await Promise.all([
    messageLogEntries(db, { deviceId: q.deviceId, type, start: q.start, end: q.end, refusals: viewer.isSuperUser && type === 'all' }),
    siteZonesOf(db, [q.deviceId], defaultZone),
  ]);
  return entries.map((e) => ({ ...e, timeZone: zones.get(e.deviceID) ?? defaultZone }));
}
