/**
 * Reminders (beyond the spec: an extra column of the Notifications table): a notification may repeat its message
 * until someone acknowledges the alarm or it returns to normal. The choices are few and fixed so the table stays a
 * row of selects and the database can check them (migration 041); a repeat needs at least one cap, a count or a
 * duration, so nobody is texted forever about an alarm everyone has forgotten.
 */

export const REMINDER_INTERVALS = [
  { seconds: 300, label: 'every 5 min' },
  { seconds: 900, label: 'every 15 min' },
  { seconds: 1800, label: 'every 30 min' },
  { seconds: 3600, label: 'every hour' },
] as const;

/** How many reminders at most, after the first message. */
export const REMINDER_TIMES = [1, 2, 3, 4, 6, 8, 12, 24] as const;
export const REMINDER_MAX_TIMES = 24;

/** For how long at most, counted from when the first message was due. */
export const REMINDER_DURATIONS = [
  { seconds: 3600, label: '1 h' },
  { seconds: 14400, label: '4 h' },
  { seconds: 28800, label: '8 h' },
  { seconds: 43200, label: '12 h' },
  { seconds: 86400, label: '24 h' },
  { seconds: 172800, label: '48 h' },
  { seconds: 259200, label: '72 h' },
] as const;

/** A notification's repeat as saved: all null for none. */
export interface ReminderSetting {
  repeatEvery: number | null;
  repeatTimes: number | null;
  repeatFor: number | null;
}

export const NO_REMINDER: ReminderSetting = { repeatEvery: null, repeatTimes: null, repeatFor: null };

/** Why the server refuses a notification's repeat; null when it is acceptable (absent counts as none). */
export function reminderInputProblem(r: {
  repeatEvery?: number | null;
  repeatTimes?: number | null;
  repeatFor?: number | null;
}): string | null {
  const every = r.repeatEvery ?? null;
  const times = r.repeatTimes ?? null;
  const span = r.repeatFor ?? null;
  if (every === null) return times === null && span === null ? null : 'a reminder cap needs a reminder interval';
  if (!REMINDER_INTERVALS.some((i) => i.seconds === every)) return 'reminder interval is not one of the options';
  if (times === null && span === null) return 'a reminder needs a cap: a number of times or a duration';
  if (times !== null && !(Number.isInteger(times) && times >= 1 && times <= REMINDER_MAX_TIMES)) {
    return `reminder count must be a whole number from 1 to ${REMINDER_MAX_TIMES}`;
  }
  if (span !== null && !REMINDER_DURATIONS.some((d) => d.seconds === span)) return 'reminder duration is not one of the options';
  return null;
}

/** The repeat the form sends: none unless an interval and a cap were chosen. */
export function reminderToSend(r: ReminderSetting): ReminderSetting {
  if (r.repeatEvery === null || (r.repeatTimes === null && r.repeatFor === null)) return NO_REMINDER;
  return { repeatEvery: r.repeatEvery, repeatTimes: r.repeatTimes, repeatFor: r.repeatFor };
}

/** The table's summary of a repeat: 'every 15 min, 4 times, for 24 h', or 'No reminders'. */
export function reminderLabel(r: ReminderSetting): string {
  if (r.repeatEvery === null) return 'No reminders';
  const parts: string[] = [REMINDER_INTERVALS.find((i) => i.seconds === r.repeatEvery)?.label ?? `every ${r.repeatEvery} s`];
  if (r.repeatTimes !== null) parts.push(r.repeatTimes === 1 ? 'once' : `${r.repeatTimes} times`);
  if (r.repeatFor !== null) parts.push(`for ${REMINDER_DURATIONS.find((d) => d.seconds === r.repeatFor)?.label ?? `${r.repeatFor} s`}`);
  return parts.join(', ');
}

/** What marks a reminder in its text and in the alarm history: 'Reminder 2 of 4', or 'Reminder 2' with no count. */
export function reminderMark(no: number, times: number | null): string {
  return times === null ? `Reminder ${no}` : `Reminder ${no} of ${times}`;
}

/** The mark of a sent reminder's history entry ('Reminder 2 of 4 sent to Frank Full' → 'Reminder 2 of 4'); null for any other entry. */
export function reminderMarkOfDetail(detail: string | null): string | null {
  return /^(Reminder \d+(?: of \d+)?) sent to /.exec(detail ?? '')?.[1] ?? null;
}
