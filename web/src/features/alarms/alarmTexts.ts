import { ackWayOf, isKnownAlarmLogAction, ALARM_LOG_EXTRA_ACTIONS, type AckWay } from '@fieldwatch/domain';

/** Texts of the alarm panel (spec 2 §4.4, §8). */
export const ALARM_TEXTS = {
  synced: 'device received alarm rules',
  notSynced: 'device has not synced yet',
  notConnected: 'This sensor type is not connected to the device.',
  criticalUnavailable: 'Critical alarm values are temporarily unavailable at the device level.',
  noUsers: 'No users can be selected: the device must be in a group with users.',
  badValue: 'Please enter a number',
} as const;

const LOG_LABELS: Record<string, string> = {
  ack: 'Alarm acknowledged',
  email: 'Email sent',
  sms: 'Text sent',
  call: 'Call placed',
  edit: 'Alarms edited',
  del: 'Alarms removed',
  critical_high: 'Critical high alarm',
  high_warning: 'High warning alarm',
  critical_low: 'Critical low alarm',
  low_warning: 'Low warning alarm',
  norm: 'Returned to normal',
  high: 'High alarm',
  low: 'Low alarm',
  test: 'Test alarm',
  offline: 'Offline alarm',
};

/** The history's action text; an action the panel does not know shows 'ERROR.' (spec 2 §4.4). */
export function alarmLogLabel(action: string): string {
  const known = isKnownAlarmLogAction(action) || (ALARM_LOG_EXTRA_ACTIONS as readonly string[]).includes(action);
  return known && Object.hasOwn(LOG_LABELS, action) ? LOG_LABELS[action]! : 'ERROR.';
}

/** Under an acknowledgement in the history: how it came, when not from the app. */
const ACK_WAY_NOTES: Record<AckWay, string> = { link: 'from the message’s link', sms: 'by text reply' };
export function ackWayNote(action: string, detail: string | null): string | null {
  const way = action === 'ack' ? ackWayOf(detail) : null;
  return way === null ? null : ACK_WAY_NOTES[way];
}
