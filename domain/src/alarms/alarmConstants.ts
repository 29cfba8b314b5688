/** Alarm flags, messages, notification delays and log actions: spec 2 §4.3, §4.4, §5, §9 and spec 3 §3, §9. */

export const ALARM_FLAGS = [
  'low',
  'high',
  'low_warning',
  'high_warning',
  'critical_low',
  'critical_high',
  'norm',
  'test',
  'offline',
] as const;
export type AlarmFlag = (typeof ALARM_FLAGS)[number];

/** The flags that are an alarm (the tag card's alarm style, spec 1 §4); 'norm' and 'test' are not. */
export const ACTIVE_ALARM_FLAGS = ['low', 'high', 'low_warning', 'high_warning', 'critical_low', 'critical_high', 'offline'] as const;

export function isAlarmFlag(value: string): value is AlarmFlag {
  return (ALARM_FLAGS as readonly string[]).includes(value);
}

/** Whether the flag is an alarm state (anything but 'norm' and 'test'). */
export function isActiveAlarm(flag: string): boolean {
  return (ACTIVE_ALARM_FLAGS as readonly string[]).includes(flag);
}

/** The banner and notification text of each flag, exactly as spec 2 §4.3 writes them. */
export const ALARM_FLAG_MESSAGES: Record<AlarmFlag, string> = {
  low: 'The sensor triggered a low alarm.',
  high: 'The sensor triggered a high alarm.',
  low_warning: 'low warning alarm',
  high_warning: 'high warning alarm',
  critical_low: 'critical low alarm',
  critical_high: 'critical high alarm',
  norm: "The sensor's reading returned to normal.",
  test: "This is a test of the sensor's alarm system.",
  // not a spec text: the offline alarm (a device silent past its transmit interval) is an addition
  offline: 'The device has stopped sending messages.',
};

/**
 * Whether the flag banner asks for an acknowledgement (spec 2 §4.3). 'norm' counts only when a change to it was
 * recorded (flag time set): a tag that never alarmed, or whose alarms were cleared, also rests at 'norm' with no
 * flag time, and there is nothing to acknowledge there. The server's ackAlarm applies the same rule.
 */
export function flagAwaitsAck(flag: string, flagTime: number | Date | null, acknowledged: boolean): flag is AlarmFlag {
  if (acknowledged || !isAlarmFlag(flag)) return false;
  return flag !== 'norm' || flagTime !== null;
}

/** Notification delay options (seconds) and their labels (spec 2 §5, spec 3 §9). */
export const NOTIFICATION_DELAYS = [
  { seconds: 0, label: 'Immediately' },
  { seconds: 300, label: 'After 5 min' },
  { seconds: 900, label: 'After 15 min' },
  { seconds: 1800, label: 'After 30 min' },
  { seconds: 3600, label: 'After 1 hour' },
  { seconds: 7200, label: 'After 2 hours' },
] as const;
export type NotificationDelay = (typeof NOTIFICATION_DELAYS)[number]['seconds'];

export function isNotificationDelay(seconds: number): seconds is NotificationDelay {
  return NOTIFICATION_DELAYS.some((d) => d.seconds === seconds);
}

/** Notification actions: text (sms) and email (spec 2 §5). A new notification defaults to sms, delay 0. */
export const NOTIFICATION_ACTIONS = [
  { action: 'sms', label: 'text' },
  { action: 'email', label: 'email' },
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number]['action'];

/** Rule comparisons (spec 2 §5, spec 3 §9). */
export const RULE_SYMBOLS = [
  { symbol: 1, label: 'greater than' },
  { symbol: -1, label: 'less than' },
] as const;
export type RuleSymbol = 1 | -1;

/** The alarm log actions the alarm panel knows (spec 2 §4.4); any other shows 'ERROR.'. */
export const ALARM_LOG_ACTIONS = [
  'ack',
  'email',
  'sms',
  'call',
  'edit',
  'del',
  'critical_high',
  'high_warning',
  'critical_low',
  'low_warning',
  'norm',
] as const;
export type AlarmLogAction = (typeof ALARM_LOG_ACTIONS)[number];

/**
 * Further actions the server writes: a flag change by a named rule ('high', 'low') and a test alarm ('test').
 * Spec 2 §4.4's list does not name them; a client that should not show 'ERROR.' for them accepts these too.
 */
export const ALARM_LOG_EXTRA_ACTIONS = ['high', 'low', 'test', 'offline'] as const;

export function isKnownAlarmLogAction(action: string): boolean {
  return (ALARM_LOG_ACTIONS as readonly string[]).includes(action);
}

/** Tardy notification: 24 hours without a health message (spec 2 §9). */
export const TARDY_NOTIFY_SECONDS = 24 * 3600;

/** How an acknowledgement came when not from the app's Confirm: the alarm message's link, or a text reply to it. */
const ACK_WAYS = ['link', 'sms'] as const;
export type AckWay = (typeof ACK_WAYS)[number];

/** The alarm history's detail of an acknowledgement that came another way than the app (the app's writes none). */
export const ackWayDetail = (way: AckWay): string => `by ${way}`;

/** The way an acknowledgement's history detail names, or null (from the app, or a detail of something else). */
export function ackWayOf(detail: string | null): AckWay | null {
  return ACK_WAYS.find((way) => detail === ackWayDetail(way)) ?? null;
}
