import { deviceDisplayName, tagLabel } from '@fieldwatch/domain';
import type { Db } from '../../db/connection';
import { ERRORS } from '../../errors/errorCatalogue';
import { replyCodeOf } from './ackLinkCodes';
import type { AckLinkRow } from './ackLinkJudge';

/**
 * The longest reply listing open alarms: two concatenated SMS segments of GSM-7 text (153 characters each). Past it a
 * phone shows a third part or the provider truncates, and the codes (what the user must type back) come last.
 */
export const SMS_REPLY_MAX = 306;
/** A device name longer than this is cut: the reply is read on a phone, where a short name is enough to tell them apart. */
export const SMS_NAME_MAX = 24;
/** Names cut shorter than this tell nothing apart; the list then gives the codes alone. */
const SMS_NAME_MIN = 4;

export interface OpenAlarmEntry {
  code: string;
  /** What the alarm is on: the device's name, with the sensor when the list has another alarm of that device. */
  name: string;
}

const PREFIX = `FieldWatch: ${ERRORS.ACK_SMS_SEVERAL_OPEN.message} `;

/** `name` cut to `max` characters; the cut is marked by a full stop (a GSM-7 character, unlike '…'). */
function cut(name: string, max: number): string {
  const n = name.trim();
  return n.length <= max ? n : `${n.slice(0, max - 1).trimEnd()}.`;
}

/**
 * The reply to a plain ACK with several alarms open: "… ACK 2F = Oil Tank B1, ACK 2G = Oil Tank B2." Names are cut to
 * SMS_NAME_MAX, and shorter still when the reply would pass SMS_REPLY_MAX; with too many to name, the codes alone.
 */
export function severalOpenReply(entries: readonly OpenAlarmEntry[]): string {
  const list = (max: number | null) => {
    const items = entries.map((e) => (max === null ? `ACK ${e.code}` : `ACK ${e.code} = ${cut(e.name, max)}`)).join(', ');
    // a last name cut short already ends the sentence
    return `${PREFIX}${items}${items.endsWith('.') ? '' : '.'}`;
  };
  const named = list(SMS_NAME_MAX);
  if (named.length <= SMS_REPLY_MAX) return named;
  // what is left for names once the prefix, the codes, the separators and the final full stop are written, shared equally
  const fixed = PREFIX.length + entries.reduce((n, e) => n + `ACK ${e.code} = `.length, 0) + 2 * (entries.length - 1) + 1;
  const room = Math.floor((SMS_REPLY_MAX - fixed) / entries.length);
  return room >= SMS_NAME_MIN ? list(Math.min(room, SMS_NAME_MAX)) : list(null);
}

/** Each open alarm's reply code with the name it is listed by, in the order of the links. */
export async function openAlarmEntries(trx: Db, links: readonly AckLinkRow[]): Promise<OpenAlarmEntry[]> {
  const ids = [...new Set(links.map((l) => l.device_id))];
  const devices = await trx.selectFrom('devices').select(['id', 'name']).where('id', 'in', ids).execute();
  const names = new Map(devices.map((d) => [Number(d.id), deviceDisplayName({ id: Number(d.id), name: d.name })]));
  const perDevice = new Map<number, number>();
  for (const l of links) perDevice.set(l.device_id, (perDevice.get(l.device_id) ?? 0) + 1);
  return links.map((l) => {
    const device = names.get(l.device_id) ?? deviceDisplayName({ id: l.device_id, name: null });
    const name = (perDevice.get(l.device_id) ?? 0) > 1 ? `${device} - ${tagLabel(l.tag)}` : device;
    return { code: replyCodeOf(l.id), name };
  });
}
