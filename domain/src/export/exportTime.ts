import { zoneOffsetStepper } from '../time/timeZones';

/*
 * One way every export writes a time: the device's site time, `2026-12-07 09:37:00`, in a column whose header names
 * the zone (`Date (America/Chicago)`), and beside it that row's UTC offset, `-06:00`, in a `UTC Offset` column. Office
 * tools read the first as a date (LibreOffice, tried: a time written with its offset inside the same cell,
 * `2026-12-07 09:37:00-06:00`, is read as text, which no chart or formula can use); the offset on every row keeps each
 * value exact across a daylight-saving change (the repeated hour of a fall-back night is there twice, once with each
 * offset) and for a program (`<date>T<time><offset>` is one ISO 8601 instant). Written whatever zone the viewer's
 * browser is in.
 */

const two = (n: number): string => String(n).padStart(2, '0');

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}
/** A time as an export writes it: the site wall clock and that moment's UTC offset. */
export type ExportTimeCells = [siteTime: string, utcOffset: string];

/**
 * The cells of many times in a row (a year of readings): each time is its UTC clock moved by the zone's offset
 * (zoneOffsetStepper, which asks Intl once an hour).
 * A reading stamped within a second keeps its milliseconds (`09:37:00.250`), so two readings of one second stay two.
 */
export function exportTimeFormatter(timeZone: string): (epochSeconds: number) => ExportTimeCells {
  const offsetAt = zoneOffsetStepper(timeZone);
  return (epochSeconds) => {
    if (!Number.isFinite(epochSeconds)) return ['', ''];
    const whole = Math.floor(epochSeconds);
    const minutes = offsetAt(whole);
    const d = new Date((whole + minutes * 60) * 1000);
    const ms = Math.min(999, Math.round((epochSeconds - whole) * 1000));
    return [
      `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ` +
        `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}${ms > 0 ? `.${String(ms).padStart(3, '0')}` : ''}`,
      offsetText(minutes),
    ];
  };
}

/** One time's cells; two empty cells for none. */
export function exportTime(epochSeconds: number | null | undefined, timeZone: string): ExportTimeCells {
  if (epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)) return ['', ''];
  return exportTimeFormatter(timeZone)(epochSeconds);
}

/** The cells read back as the instant they name (ISO 8601: date, 'T', time, offset), in epoch ms; NaN for none. */
export function exportTimeInstant([siteTime, utcOffset]: readonly [string, string]): number {
  return siteTime ? new Date(`${siteTime.replace(' ', 'T')}${utcOffset}`).getTime() : Number.NaN;
}

/** A time column's two titles: 'Date (America/Chicago)' ('Date (UTC+05:30)' for a fixed offset) and 'UTC Offset'. */
export function exportTimeHeader(title: string, timeZone: string): [string, string] {
  return [`${title} (${/^[+-]\d\d:\d\d$/.test(timeZone) ? `UTC${timeZone}` : timeZone})`, 'UTC Offset'];
}
