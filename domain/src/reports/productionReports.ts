import { turbineBarrels } from '../calibration/calibratedValue';
import { averageWithin, firstWithin, valueNear, type Point } from './seriesLookup';
import { DAY_SECONDS, TANK_TOLERANCE_SECONDS, TURBINE_WINDOW_SECONDS } from './reportTimes';

/** The report rules of spec 2 §4.9. Every function takes the row times of `reportRowTimes` and drops the first. */

export interface ReportComment {
  time: number;
  comment: string;
}

/** The day's comments, each prefixed with ***, for the row starting at `t`. */
export function commentsOfDay(comments: readonly ReportComment[], t: number): string {
  return comments
    .filter((c) => c.time >= t && c.time < t + DAY_SECONDS)
    .sort((a, b) => a.time - b.time)
    .map((c) => `***${c.comment}`)
    .join(' ');
}

export interface TankLevelRow {
  time: number;
  feet: number | null;
  inches: number | null;
  totalBarrels: number | null;
  production: number | null;
  /** A drop of more than a foot of fluid in a day: production below -12 x barrels per inch. */
  highlight: boolean;
  comments: string;
}

/** A level in feet as whole feet and inches with one decimal (12.0 rounds up to the next foot). */
export function splitFeet(levelFeet: number): { feet: number; inches: number } {
  let feet = Math.floor(levelFeet);
  let inches = Math.round((levelFeet - feet) * 120) / 10;
  if (inches >= 12) {
    feet += 1;
    inches = 0;
  }
  return { feet, inches };
}

/** Barrels in the tank: 12 x barrelsPerInch x feet, the inches counted as a fraction of a foot. */
export function totalBarrels(feet: number, inches: number, barrelsPerInch: number): number {
  return 12 * barrelsPerInch * (feet + inches / 12);
}

/**
 * Tank production report: the level at each report time (only with a data point within 3 hours), in feet and
 * inches and as barrels, and the day's production as the difference to the previous row.
 */
export function tankLevelReport(input: {
  times: readonly number[];
  /** Levels in feet, sorted by time. */
  readings: readonly Point[];
  barrelsPerInch: number;
  comments?: readonly ReportComment[];
}): TankLevelRow[] {
  const { times, readings, barrelsPerInch } = input;
  const totals = times.map((t) => {
    const v = valueNear(readings, t, TANK_TOLERANCE_SECONDS);
    if (v === null) return null;
    const { feet, inches } = splitFeet(v);
    return { feet, inches, total: totalBarrels(feet, inches, barrelsPerInch) };
  });
  return times.slice(1).map((time, i) => {
    const cur = totals[i + 1];
    const prev = totals[i];
    const production = cur && prev ? cur.total - prev.total : null;
    return {
      time,
      feet: cur?.feet ?? null,
      inches: cur?.inches ?? null,
      totalBarrels: cur?.total ?? null,
      production,
      highlight: production !== null && production < -12 * barrelsPerInch,
      comments: commentsOfDay(input.comments ?? [], time),
    };
  });
}

export interface TankGallonsRow {
  time: number;
  gallons: number | null;
  consumption: number | null;
  comments: string;
}

/**
 * Consumption report of a tank shown in gallons: the gallons at each report time (3-hour tolerance) and the day's
 * consumption, the difference to the previous row (what was drawn off is positive).
 */
export function tankGallonsReport(input: {
  times: readonly number[];
  /** Levels in feet, sorted by time. */
  readings: readonly Point[];
  toGallons: (levelFeet: number) => number | null;
  comments?: readonly ReportComment[];
}): TankGallonsRow[] {
  const gallons = input.times.map((t) => {
    const v = valueNear(input.readings, t, TANK_TOLERANCE_SECONDS);
    return v === null ? null : input.toGallons(v);
  });
  return input.times.slice(1).map((time, i) => {
    const cur = gallons[i + 1] ?? null;
    const prev = gallons[i] ?? null;
    return {
      time,
      gallons: cur,
      consumption: cur !== null && prev !== null ? prev - cur : null,
      comments: commentsOfDay(input.comments ?? [], time),
    };
  });
}

export interface TurbineRow {
  time: number;
  rate: number | null;
  cumulative: number | null;
  production: number | null;
  comments: string;
}

/**
 * Turbine report: the rate is the first reading within 24 h after the report time; the cumulative total is the
 * first cumulative pulse count in that window over the k-factor (plus the production offset); the day's production
 * is the difference between consecutive totals when it is not negative (a counter reset shows nothing).
 */
export function turbineReport(input: {
  times: readonly number[];
  rates: readonly Point[];
  cumulativePulses: readonly Point[];
  kFactor: number;
  productionOffset?: number;
  comments?: readonly ReportComment[];
}): TurbineRow[] {
  const totals = input.times.map((t) => {
    const p = firstWithin(input.cumulativePulses, t, TURBINE_WINDOW_SECONDS);
    return p ? turbineBarrels(p.value, input.kFactor, input.productionOffset ?? 0) : null;
  });
  return input.times.slice(1).map((time, i) => {
    const cur = totals[i + 1] ?? null;
    const prev = totals[i] ?? null;
    const diff = cur !== null && prev !== null ? cur - prev : null;
    return {
      time,
      rate: firstWithin(input.rates, time, TURBINE_WINDOW_SECONDS)?.value ?? null,
      cumulative: cur,
      production: diff !== null && diff >= 0 ? diff : null,
      comments: commentsOfDay(input.comments ?? [], time),
    };
  });
}

export interface FlowRow {
  time: number;
  production: number | null;
  change: number | null;
  comments: string;
}

/** Flow report: the day's production is the mean of the readings in its 24 h; the change is the day-to-day difference. */
export function flowReport(input: {
  times: readonly number[];
  readings: readonly Point[];
  comments?: readonly ReportComment[];
}): FlowRow[] {
  const avgs = input.times.map((t) => averageWithin(input.readings, t, DAY_SECONDS));
  return input.times.slice(1).map((time, i) => {
    const cur = avgs[i + 1] ?? null;
    const prev = avgs[i] ?? null;
    return {
      time,
      production: cur,
      change: cur !== null && prev !== null ? cur - prev : null,
      comments: commentsOfDay(input.comments ?? [], time),
    };
  });
}

/** The sensors that have a daily report (spec 2 §2.2), by the kind of report each has. */
const REPORT_KINDS = { spsr: 'tank', dspsr: 'tank', puls: 'turbine', flw: 'flow' } as const;

/** The tags whose sensors have a daily report, for queries that pick them out (the server's report e-mails). */
export const REPORT_TAGS: readonly string[] = Object.keys(REPORT_KINDS);

/** Which report a tag has (spec 2 §2.2): tank levels for spsr/dspsr, turbine for puls, flow for flw. */
export function reportKindOf(tag: string): 'tank' | 'turbine' | 'flow' | null {
  return Object.hasOwn(REPORT_KINDS, tag) ? REPORT_KINDS[tag as keyof typeof REPORT_KINDS] : null;
}

/** A tank shows the gallons (consumption) variant when it has a tank name and is shown in gallons. */
export function isGallonsMode(tankName: string | null | undefined, displayUnits: string | null | undefined): boolean {
  return Boolean(tankName) && (displayUnits === 'gln' || displayUnits === 'gallons');
}
