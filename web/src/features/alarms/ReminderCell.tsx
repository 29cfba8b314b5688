import { Select, Stack, Text } from '@mantine/core';
import {
  REMINDER_DURATIONS,
  REMINDER_INTERVALS,
  REMINDER_TIMES,
  reminderLabel,
  reminderMarkOfDetail,
  type ReminderSetting,
} from '@fieldwatch/domain';

/** A new repeat starts with a count, so that a chosen interval is a complete reminder at once. */
const DEFAULT_TIMES = 4;

const NONE = 'none';
const INTERVALS = [
  { value: NONE, label: 'No reminders' },
  ...REMINDER_INTERVALS.map((i) => ({ value: String(i.seconds), label: i.label })),
];
const TIMES = REMINDER_TIMES.map((n) => ({ value: String(n), label: n === 1 ? 'once' : `${n} times` }));
const DURATIONS = REMINDER_DURATIONS.map((d) => ({ value: String(d.seconds), label: `for ${d.label}` }));

const num = (v: string | null) => (v === null || v === NONE ? null : Number(v));

interface Props {
  value: Partial<ReminderSetting>;
  onChange: (patch: ReminderSetting) => void;
}

/**
 * The Notifications table's Reminders column while editing (beyond spec 2 §5, whose columns stay as they are): an
 * interval, and a count and/or a duration that stop the reminders. The server refuses an interval without either;
 * the form sends such a row without reminders and says so here.
 */
export function ReminderCell({ value, onChange }: Props) {
  const r: ReminderSetting = {
    repeatEvery: value.repeatEvery ?? null,
    repeatTimes: value.repeatTimes ?? null,
    repeatFor: value.repeatFor ?? null,
  };
  const off = r.repeatEvery === null;
  return (
    <Stack gap={4}>
      <Select
        aria-label="Reminder interval"
        size="xs"
        data={INTERVALS}
        value={off ? NONE : String(r.repeatEvery)}
        allowDeselect={false}
        onChange={(v) => {
          const every = num(v);
          if (every === null) onChange({ repeatEvery: null, repeatTimes: null, repeatFor: null });
          else onChange({ ...r, repeatEvery: every, repeatTimes: r.repeatTimes ?? (r.repeatFor === null ? DEFAULT_TIMES : null) });
        }}
      />
      {!off && (
        <>
          <Select
            aria-label="Reminder count"
            size="xs"
            placeholder="any number of times"
            data={TIMES}
            clearable
            value={r.repeatTimes === null ? null : String(r.repeatTimes)}
            onChange={(v) => onChange({ ...r, repeatTimes: num(v) })}
          />
          <Select
            aria-label="Reminder duration"
            size="xs"
            placeholder="for any time"
            data={DURATIONS}
            clearable
            value={r.repeatFor === null ? null : String(r.repeatFor)}
            onChange={(v) => onChange({ ...r, repeatFor: num(v) })}
          />
          {r.repeatTimes === null && r.repeatFor === null && (
            <Text c="orange" size="xs">
              Choose a count or a duration, or no reminders are sent.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

/** The column as read (not editing). */
export const reminderText = (a: Partial<ReminderSetting>) =>
  reminderLabel({ repeatEvery: a.repeatEvery ?? null, repeatTimes: a.repeatTimes ?? null, repeatFor: a.repeatFor ?? null });

/** Under a history entry's action: which reminder a sent text or e-mail was (nothing for other entries). */
export function ReminderNote({ detail }: { detail: string | null }) {
  const mark = reminderMarkOfDetail(detail);
  return mark === null ? null : (
    <Text c="dimmed" size="xs">
      {mark}
    </Text>
  );
}
