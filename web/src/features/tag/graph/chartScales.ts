import { wallClock, zoneOffset } from '@fieldwatch/domain';

/** Axis tick choices for the sensor graphs: round numbers and calendar-like time steps. */

export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return [min];
  const raw = (max - min) / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? raw;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

const TIME_STEPS = [
  60, 300, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400, 172_800, 604_800, 1_209_600, 2_592_000, 7_776_000, 15_552_000, 31_536_000,
];

/**
 * Time ticks at calendar-like steps; day-or-longer steps fall on midnight of `timeZone` (the device's site zone, so
 * the days are the report's), else of the browser's zone.
 */
export function timeTicks(min: number, max: number, count = 6, timeZone?: string | null): number[] {
  const raw = (max - min) / count;
  const step = TIME_STEPS.find((s) => s >= raw) ?? raw;
  const east = timeZone ? zoneOffset(timeZone)(min) : -new Date(min * 1000).getTimezoneOffset();
  // local midnight is UTC midnight moved back by the zone's offset east of UTC (Chicago's is 06:00 UTC)
  const shift = step >= 86_400 ? -east * 60 : 0;
  const out: number[] = [];
  for (let t = Math.ceil((min - shift) / step) * step + shift; t <= max; t += step) out.push(t);
  return out;
}

// toLocaleDateString with options builds a new ICU formatter on every call; a tick label is asked for on every draw
const TICK_FORMATS = {
  time: { hour: '2-digit', minute: '2-digit' },
  day: { month: 'short', day: 'numeric' },
  dayYear: { month: 'short', day: 'numeric', year: 'numeric' },
  month: { month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const tickFormatters = new Map<string, Intl.DateTimeFormat>();

function tickFormatter(kind: keyof typeof TICK_FORMATS, timeZone?: string | null): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let f = tickFormatters.get(key);
  if (!f) tickFormatters.set(key, (f = new Intl.DateTimeFormat(undefined, { ...TICK_FORMATS[kind], ...(timeZone ? { timeZone } : {}) })));
  return f;
}

const dayOf = (t: number, timeZone?: string | null) => {
  const w = timeZone ? wallClock(t, timeZone) : null;
  const d = new Date(t * 1000);
  return w ? `${w.year}-${w.month}-${w.day}` : `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};

/**
 * Hours and minutes, with the date under the first tick and under each tick where the date changes: a day's graph
 * spans two dates (yesterday evening to now), and a time alone does not say which side of midnight it is on.
 */
function hourTicks(ticks: readonly number[], timeZone?: string | null): string[] {
  let day = '';
  return ticks.map((t) => {
    const d = dayOf(t, timeZone);
    const time = tickFormatter('time', timeZone).format(t * 1000);
    if (d === day) return time;
    day = d;
    return `${time}\n${tickFormatter('day', timeZone).format(t * 1000)}`;
  });
}

const yearOf = (t: number, timeZone?: string | null) => (timeZone ? wallClock(t, timeZone).year : new Date(t * 1000).getFullYear());

/**
 * The time axis's labels, in `timeZone` (the device's site zone) when given, else the browser's: hours and minutes
 * up to two days (with the date where it changes), dates up to 120 days, months beyond. A date carries its year on the first tick and where the year
 * changes (a year's graph names the year again at January, a month's graph does not repeat it on every tick).
 */
export function formatTimeTicks(ticks: readonly number[], span: number, timeZone?: string | null): string[] {
  if (span <= 2 * 86_400) return hourTicks(ticks, timeZone);
  const kind = span <= 120 * 86_400 ? 'day' : 'month';
  let year = Number.NaN;
  return ticks.map((t) => {
    const y = yearOf(t, timeZone);
    const named = y !== year;
    year = y;
    return tickFormatter(named ? `${kind}Year` : kind, timeZone).format(t * 1000);
  });
}

export function formatNumber(v: number): string {
  const a = Math.abs(v);
  if (a >= 10_000) return v.toFixed(0);
  if (a >= 100) return String(Math.round(v * 10) / 10);
  return String(Math.round(v * 1000) / 1000);
}
