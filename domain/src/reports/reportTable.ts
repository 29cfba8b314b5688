import { GALLONS_NEED_STRAP, tankGallonsAt } from '../calibration/calibratedReading';
import type { StrapPoint } from '../calibration/tankStrapping';
import { formatDateTime } from '../display/dateFormat';
import { unitLabel } from '../tag/unitConversion';
import { defaultUnit } from '../tag/tagCatalogue';
import { flowReport, tankGallonsReport, tankLevelReport, turbineReport, type ReportComment } from './productionReports';
import type { Point } from './seriesLookup';

/**
 * The report as a table, from the report data the server reads (`tagReport`): the one implementation the Report tab
 * shows and downloads and the daily report e-mail attaches, so both give the same numbers.
 */

export type ReportVariant = 'level' | 'gallons' | 'turbine' | 'flow';

/** A series as the report data carries it: columns, to keep a month of minutes small. */
export interface ReportSeries {
  time: readonly number[];
  value: readonly number[];
}

/** What the rows are computed from: the `tagReport` answer (server/src/reports/reportData.ts). */
export interface ReportInput {
  displayUnits: string;
  readings: ReportSeries;
  /** puls: the cumulative pulse counter of the same range. */
  cumulativePulses: ReportSeries;
  comments: readonly ReportComment[];
}

/** The fields of a tag's newest calibration a report reads (the browser's calibration entries and the table's rows both fit). */
export interface ReportCalibration {
  offset?: number | null;
  kFactor?: number | null;
  productionOffset?: number | null;
  tankName?: string | null;
  tankHeight?: number | null;
  tankVolume?: number | null;
  tankShape?: string | null;
  gallons_per_inch?: number | null;
}

/** A named tank model's strapping table (inches → gallons), null when it has none. */
export interface ReportStrap {
  tank_name: string;
  strap: readonly StrapPoint[] | null;
}

/** A report as a table: the same rows go on screen and into the spreadsheet. */
export interface ReportTable {
  headers: string[];
  rows: (string | number | null)[][];
  /** Indexes into `rows` of the highlighted ones. */
  highlight: Set<number>;
  /** The time each row is the day of (epoch seconds), for a spreadsheet to store its date as a date. */
  times: number[];
  /** Why the table's numbers cannot be computed, when they cannot (a gallons report of a tank of unknown volume). */
  note?: string;
}

/** The sensor a flow report is of (productionReports.ts, REPORT_KINDS). */
const FLOW_TAG = 'flw';

/** A report day as the spec writes dates (MM/DD/YY), in the device's site zone. */
const dateIn = (timeZone: string) => (t: number) => formatDateTime(t, false, timeZone).slice(0, 8);
const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);

/**
 * A series as points sorted by time, whatever order it came in: the lookups of productionReports.ts search sorted
 * points, and readings stored out of order (a device's buffered batch, a late message) must give the same rows as
 * the same readings stored in order. The server reads them sorted, which this checks in one pass.
 */
function points(s: ReportSeries, offset = 0): Point[] {
  if (s.time.length !== s.value.length) throw new Error(`report series: ${s.time.length} times but ${s.value.length} values`);
  const out = s.time.map((time, i) => ({ time, value: s.value[i]! + offset }));
  return out.every((p, i) => i === 0 || out[i - 1]!.time <= p.time) ? out : out.sort((a, b) => a.time - b.time);
}

/** Gallons of a tank level (feet), by the graph's rule: the strap of its named tank, else its gallons per inch, else its height, volume and shape. */
/** Levels in feet to gallons by the tank's strap, gallons per inch, or height, volume and shape; null when none is known. */
function gallonsOf(cal: ReportCalibration | null, straps: readonly ReportStrap[]): ((ft: number) => number | null) | null {
  const strap = cal?.tankName ? (straps.find((s) => s.tank_name === cal.tankName)?.strap ?? null) : null;
  const at = tankGallonsAt(cal && { ...cal, gallonsPerInch: cal.gallons_per_inch, strap });
  return at && ((ft: number) => at(ft * 12));
}

/**
 * Why a consumption report is empty (spec 2 §9's sentence, then what to do): a tank whose calibration gives its height
 * but neither its volume and shape, gallons per inch nor a strapping table has levels but no gallons.
 */
export function gallonsUnknownNote(tankName: string | null | undefined): string {
  return `${GALLONS_NEED_STRAP} The calibration of ${tankName ?? 'this tank'} gives no volume: enter its volume and shape, its gallons per inch, or a strapping table in Calibration, and this report fills in from the stored readings.`;
}

export function buildReport(input: {
  variant: ReportVariant;
  times: number[];
  data: ReportInput;
  calibration: ReportCalibration | null;
  barrelsPerInch: number;
  kFactor: number;
  straps: readonly ReportStrap[];
  /** The device's site zone, whose days the rows are. */
  timeZone: string;
}): ReportTable {
  const { variant, times, data, calibration } = input;
  const dateOf = dateIn(input.timeZone);
  const comments = data.comments;
  // a level calibration's offset makes the stored readings show the measured level
  const offset = variant === 'level' || variant === 'gallons' ? (calibration?.offset ?? 0) : 0;
  const readings = points(data.readings, offset);
  if (variant === 'level') {
    const rows = tankLevelReport({ times, readings, barrelsPerInch: input.barrelsPerInch, comments });
    return {
      headers: ['Date', 'Feet', 'Inches', 'Total (bbls)', 'Production (bbls)', 'Comments'],
      rows: rows.map((r) => [dateOf(r.time), r.feet, r.inches, r2(r.totalBarrels), r2(r.production), r.comments]),
      highlight: new Set(rows.flatMap((r, i) => (r.highlight ? [i] : []))),
      times: rows.map((r) => r.time),
    };
  }
  if (variant === 'gallons') {
    const toGallons = gallonsOf(calibration, input.straps);
    const rows = tankGallonsReport({ times, readings, toGallons: toGallons ?? (() => null), comments });
    return {
      headers: ['Date', 'Gallons', 'Consumption (gallons)', 'Comments'],
      rows: rows.map((r) => [dateOf(r.time), r2(r.gallons), r2(r.consumption), r.comments]),
      highlight: new Set(),
      times: rows.map((r) => r.time),
      ...(toGallons ? {} : { note: gallonsUnknownNote(calibration?.tankName) }),
    };
  }
  if (variant === 'turbine') {
    const rows = turbineReport({
      times,
      rates: readings,
      cumulativePulses: points(data.cumulativePulses),
      kFactor: input.kFactor,
      productionOffset: calibration?.productionOffset ?? 0,
      comments,
    });
    return {
      headers: ['Date', 'Rate (bbls/day)', 'Cumulative (bbls)', 'Daily Production (bbls)', 'Comments'],
      rows: rows.map((r) => [dateOf(r.time), r2(r.rate), r2(r.cumulative), r2(r.production), r.comments]),
      highlight: new Set(),
      times: rows.map((r) => r.time),
    };
  }
  // both value columns name the unit the readings are in: the flow meter's display unit, else its default (MCF/D)
  const unit = unitLabel(data.displayUnits || defaultUnit(FLOW_TAG).unit);
  const rows = flowReport({ times, readings, comments });
  return {
    headers: ['Date', `Daily Production (${unit})`, `Daily Change (${unit})`, 'Comments'],
    rows: rows.map((r) => [dateOf(r.time), r2(r.production), r2(r.change), r.comments]),
    highlight: new Set(),
    times: rows.map((r) => r.time),
  };
}
