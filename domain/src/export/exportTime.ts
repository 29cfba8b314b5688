import { wallClock } from '../time/timeZones';

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
const HOUR = 3600;

function offsetText(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The wall clock's offset from UTC at an instant, in whole minutes. */
function offsetMinutesAt(epochSeconds: number, timeZone: string): number {
  const w = wallClock(epochSeconds, timeZone);
  return Math.round((Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) / 1000 - Math.floor(epochSeconds)) / 60);
}

/** A time as an export writes it: the site wall clock and that moment's UTC offset. */
export type ExportTimeCells = [siteTime: string, utcOffset: string];

/**
 * The cells of many times in a row (a year of readings): the zone's offset is read once per UTC hour (at its first
 * and last second; an hour that holds a clock change asks for each time), then each time is its UTC clock moved by it.
 * A reading stamped within a second keeps its milliseconds (`09:37:00.250`), so two readings of one second stay two.
 */
export function exportTimeFormatter(timeZone: string): (epochSeconds: number) => ExportTimeCells {
  let hour = Number.NaN;
  let offset: number | null = null;
  return (epochSeconds) => {
    if (!Number.isFinite(epochSeconds)) return ['', ''];
    const whole = Math.floor(epochSeconds);
    const h = Math.floor(whole / HOUR) * HOUR;
    if (h !== hour) {
      hour = h;
      const first = offsetMinutesAt(h, timeZone);
      offset = offsetMinutesAt(h + HOUR - 1, timeZone) === first ? first : null;
    }
    const minutes = offset ?? offsetMinutesAt(whole, timeZone);
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
