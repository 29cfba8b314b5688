import { INTERVAL_KEYS, intervalError, minutesToSeconds, secondsToMinutes, type IntervalBounds } from '@fieldwatch/domain';
import type { DeviceSetting } from './graphql/deviceRe';

/** The value the server currently wants (or, before anyone set one, what the device reported). */
export function currentValue(settings: DeviceSetting[], key: string): string | null {
  const s = settings.find((x) => x.key === key);
  return s ? (s.desiredValue ?? s.reportedValue) : null;
}

/** Seconds as stored → minutes as shown ('' when unknown). */
export function minutesText(seconds: string | null): string {
  if (seconds === null || seconds === '' || !Number.isFinite(Number(seconds))) return '';
  return String(secondsToMinutes(Number(seconds)));
}

export interface SettingsValues {
  readingMinutes: string;
  transmitMinutes: string;
  /** key → typed value for every other editable key (signatures, sensor type, raw extras). */
  other: Record<string, string>;
}

export type SettingsCheck = { ok: true; changes: { key: string; value: string }[] } | { ok: false; message: string };

/** Placeholders that count as unset (spec 2 §5). */
const PLACEHOLDERS = new Set(['', 'Select signature', '0']);

/**
 * The form's Save: intervals within the bounds (else the modal's message), then only the values that differ from
 * the current desired value, intervals in seconds (spec 2 §5).
 */
export function settingsChanges(values: SettingsValues, settings: DeviceSetting[], bounds: IntervalBounds): SettingsCheck {
  const changes: { key: string; value: string }[] = [];
  for (const kind of ['reading', 'transmit'] as const) {
    const typed = (kind === 'reading' ? values.readingMinutes : values.transmitMinutes).trim();
    const key = INTERVAL_KEYS[kind];
    if (typed === '' || typed === minutesText(currentValue(settings, key))) continue;
    const minutes = Number(typed);
    const error = intervalError(kind, minutes, bounds);
    if (error) return { ok: false, message: error };
    const seconds = String(minutesToSeconds(minutes));
    if (seconds !== currentValue(settings, key)) changes.push({ key, value: seconds });
  }
  for (const [key, value] of Object.entries(values.other)) {
    if (PLACEHOLDERS.has(value.trim())) continue;
    if (value.trim() !== (currentValue(settings, key) ?? '')) changes.push({ key, value: value.trim() });
  }
  return { ok: true, changes };
}
