/**
 * Every outcome of an acknowledgement link or SMS reply, with the sentence the page and the reply text show. A
 * refusal changes nothing, and its sentence says which refusal it was: the code itself is the credential, so telling
 * its holder "used" or "expired" reveals nothing they could not know.
 */
export const ACK_OUTCOMES = {
  open: 'Acknowledge this alarm?',
  acknowledged: 'Alarm acknowledged. Pending notifications of this alarm are cancelled.',
  already: 'This alarm was already acknowledged. Nothing was changed.',
  used: 'This link was already used. Nothing was changed.',
  expired: 'This link has expired. Nothing was changed; acknowledge the alarm in the app.',
  invalid: 'This link is not valid. Nothing was changed.',
  no_access: 'This link no longer works for you: you cannot see this device. Nothing was changed.',
  stale: 'This alarm is over or was followed by a newer one. Nothing was changed.',
} as const;

export type AckOutcome = keyof typeof ACK_OUTCOMES;

/** The SMS replies that name no link (the code's outcomes above are answered with their own sentences). */
export const ACK_SMS_REPLIES = {
  noOpenAlarm: 'FieldWatch: you have no open alarm to acknowledge from this number. Nothing was changed.',
  unknownCode: 'FieldWatch: no alarm texted to this number has that code. Nothing was changed.',
  notUnderstood: 'FieldWatch: reply ACK to acknowledge the alarm we texted you, or ACK <code> when several are open.',
  replayed: 'FieldWatch: this message was already handled. Nothing was changed.',
  several: (codes: readonly string[]) =>
    `FieldWatch: ${codes.length} alarms are open. Nothing was changed; reply ACK <code> with one of: ${codes.join(', ')}.`,
} as const;
