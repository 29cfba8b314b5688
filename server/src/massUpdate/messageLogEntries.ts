import type { Db } from '../db/connection';
import { epochSeconds } from '../util/epochSeconds';
import { messageLogData, type MessageLogDataShape } from './messageLogData';

export interface MessageLogEntryShape {
  deviceID: number;
  time: number;
  messageType: string;
  data: MessageLogDataShape;
  /** Seconds the device's clock was ahead when the clock rule moved the message's times; null when stored as sent. */
  clockOffsetSeconds: number | null;
}

/** At most this many entries, newest first: a week of a chatty device stays readable. */
const MAX_MESSAGE_LOG_ENTRIES = 2000;

/**
 * One device's message log between two times (epoch seconds), of one type or all, newest first. With `refusals`
 * (super users, type 'all') the messages refused for their content are listed too, as type 'refused' at the time they
 * were received, with the code and reason as the message and the payload as received as the raw data.
 */
export async function messageLogEntries(
  db: Db,
  q: { deviceId: number; type: string; start: number | null; end: number | null; refusals: boolean },
): Promise<MessageLogEntryShape[]> {
  let logQuery = db
    .selectFrom('message_log')
    .select(['device_id', 'time', 'message_type', 'data', 'clock_offset_ms'])
    .where('device_id', '=', q.deviceId);
  if (q.type !== 'all') logQuery = logQuery.where('message_type', '=', q.type as 'data');
  if (q.start != null) logQuery = logQuery.where('time', '>=', new Date(q.start * 1000));
  if (q.end != null) logQuery = logQuery.where('time', '<=', new Date(q.end * 1000));
  const logged = await logQuery.orderBy('time', 'desc').orderBy('id', 'desc').limit(MAX_MESSAGE_LOG_ENTRIES).execute();
  const entries: MessageLogEntryShape[] = logged.map((r) => ({
    deviceID: r.device_id,
    time: epochSeconds(r.time)!,
    messageType: r.message_type,
    data: messageLogData(r.message_type, r.data),
    clockOffsetSeconds: r.clock_offset_ms === null ? null : Math.round(r.clock_offset_ms / 1000),
  }));
  if (!q.refusals) return entries;

  let refusedQuery = db
    .selectFrom('ingest_refusals')
    .select(['device_id', 'received_at', 'message_type', 'code', 'reason', 'payload'])
    .where('device_id', '=', q.deviceId);
  if (q.start != null) refusedQuery = refusedQuery.where('received_at', '>=', new Date(q.start * 1000));
  if (q.end != null) refusedQuery = refusedQuery.where('received_at', '<=', new Date(q.end * 1000));
  const refused = await refusedQuery.orderBy('received_at', 'desc').orderBy('id', 'desc').limit(MAX_MESSAGE_LOG_ENTRIES).execute();
  for (const r of refused) {
    entries.push({
      deviceID: r.device_id,
      time: epochSeconds(r.received_at)!,
      messageType: 'refused',
      data: {
        values: null,
        message: `${r.code} (${r.message_type}): ${r.reason}`,
        voltage: null,
        temperature: null,
        eventFlag: null,
        additionalData: null,
        raw: r.payload,
      },
      clockOffsetSeconds: null,
    });
  }
  return entries.sort((a, b) => b.time - a.time).slice(0, MAX_MESSAGE_LOG_ENTRIES);
}
