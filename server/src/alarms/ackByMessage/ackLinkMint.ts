import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { Clock } from '../../util/clock';
import { ACK_LINK_TTL_SECONDS, hashAckCode, newAckCode } from './ackLinkCodes';

/** A link reserved for one message before its text is written: the text carries the code and the reply code. */
export interface ReservedAckLink {
  id: number;
  code: string;
}

/** What a message's link is bound to. */
export interface AckLinkBinding {
  userId: number;
  alarmLogId: number;
  deviceId: number;
  tag: string;
  channel: 'sms' | 'email';
  recipient: string;
  /** Seconds until the message is due: the link's day starts when the message goes out. */
  delaySeconds: number;
}

/** Reserves `n` link ids (one statement) and draws their codes, so the messages can name them before they are stored. */
export async function reserveAckLinks(trx: Db, n: number): Promise<ReservedAckLink[]> {
  if (n === 0) return [];
  const r = await sql<{ id: string | number }>`
    SELECT nextval('alarm_ack_links_id_seq') AS id FROM generate_series(1, ${n}::int)`.execute(trx);
  return r.rows.map((row) => ({ id: Number(row.id), code: newAckCode() }));
}

/** Stores the reserved links with what each is bound to, in the transaction that writes their messages. */
export async function storeAckLinks(
  trx: Db,
  clock: Clock,
  links: readonly { link: ReservedAckLink; binding: AckLinkBinding }[],
): Promise<void> {
  if (!links.length) return;
  await trx
    .insertInto('alarm_ack_links')
    .values(
      links.map(({ link, binding: b }) => ({
        id: link.id,
        code_hash: hashAckCode(link.code),
        user_id: b.userId,
        alarm_log_id: b.alarmLogId,
        device_id: b.deviceId,
        tag: b.tag,
        channel: b.channel,
        recipient: b.recipient,
        expires_at: sql<Date>`${clock.sqlNow()} + make_interval(secs => ${b.delaySeconds + ACK_LINK_TTL_SECONDS})`,
      })),
    )
    .execute();
}
