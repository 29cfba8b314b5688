import type { AckOutcome } from '@fieldwatch/domain';
import { ERRORS, type ErrorCode } from '../../errors/errorCatalogue';

/**
 * Every outcome of an acknowledgement link or SMS reply. The refusals are catalogue codes (errorCatalogue.ts), whose
 * sentences say that nothing changed and which refusal it was: the code itself is the credential, so telling its
 * holder "used" or "expired" reveals nothing they could not know.
 */
const REFUSALS = {
  already: 'ACK_ALREADY',
  used: 'ACK_LINK_USED',
  expired: 'ACK_LINK_EXPIRED',
  invalid: 'ACK_LINK_INVALID',
  no_access: 'ACK_LINK_NO_ACCESS',
  stale: 'ACK_STALE',
} as const satisfies Record<string, ErrorCode>;

const DONE = {
  open: { message: 'Acknowledge this alarm?', status: 200 },
  acknowledged: { message: 'Alarm acknowledged. Pending notifications of this alarm are cancelled.', status: 200 },
} as const;

export type { AckOutcome };

/** The outcome's sentence and HTTP status. */
export function ackOutcome(outcome: AckOutcome): { message: string; status: number } {
  return outcome === 'open' || outcome === 'acknowledged' ? DONE[outcome] : ERRORS[REFUSALS[outcome]];
}

/**
 * The SMS replies that name no link (the link's own outcomes are answered with their sentences; several open alarms
 * with severalOpenReply, smsOpenList.ts).
 */
export const ACK_SMS_REPLIES = {
  noOpenAlarm: `FieldWatch: ${ERRORS.ACK_SMS_NO_OPEN_ALARM.message}`,
  unknownCode: `FieldWatch: ${ERRORS.ACK_SMS_UNKNOWN_CODE.message}`,
  notUnderstood: `FieldWatch: ${ERRORS.ACK_SMS_NOT_UNDERSTOOD.message}`,
  replayed: `FieldWatch: ${ERRORS.ACK_SMS_REPLAYED.message}`,
} as const;
