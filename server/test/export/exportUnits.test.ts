import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  additionalTagUnits,
  calibratedReading,
  conversionOf,
  directoryCsv,
  roundShownValue,
  TAG_TYPES,
  tagLabel,
  toDisplayUnit,
  unitLabel,
  reportKindOf,
  reportMonthLabel,
  reportSheet,
  splitFeet,
  type DirectoryCsvDevice,
} from '@fieldwatch/domain';
import { buildXlsx, excelSerial } from '@fieldwatch/domain/xlsx';
import { reportAsTheTab } from '../reports/reportAsTheTab';
import { readXlsx } from '../helpers/xlsxReader';
import type { CalibrationRow } from '../../src/db/rows';
import { shownCalibration } from '../../src/tag/shownCalibration';
import { createDevice } from '../factories/deviceFactory';
import { T0, tagWorld, type TagWorld } from '../tag/tagWorld';

/*
 * Every export × every unit a tag can be shown in: the device page's download, the Table tab's download, the
 * Directory CSV and, for the sensors that have one, the report spreadsheet, for each display unit of each kind of the catalogue (spec 1 §9), the additional sensors' units
 * (spec 2 §9), and tanks calibrated to gallons. For each pair, the column header names the unit the values are in,
 * and each value is the domain's conversion of the stored reading (calibration, then unit) rounded to the unit's
 * precision as the screens round it (roundShownValue). The report's columns have units of their own (feet and
 * inches, barrels, the flow's unit), each named in its title, and its row is the stored reading of its report time.
 * One table; a pair of the catalogue missing from it fails.
 */

/** A tank 120 inches high, 10 gallons an inch: a level in gallons and a radar's or sonar's volume column. */
const GALLONS_TANK = { tank_height: 120, gallons_per_inch: 10 } as const;

interface Case {
  tag: string;
  unit: string;
  /** The stream's calibration, when the case needs one (a tank in gallons, a volume column). */
  calibration?: { tank_height?: number; gallons_per_inch?: number; offset?: number; unit?: 'gallons' };
  /** The unit the values are in when the asked one cannot be shown (a vibration needs a frequency). */
  shownIn?: string;
  /** The unit the device's card, and so the Directory CSV, shows when it is not the tag's (spec 1 §2, Tag card: flow in MCF/D). */
  cardUnit?: string;
}

/** Every kind with every unit: written out, so a unit added to the catalogue without a row here fails below. */
const CASES: Case[] = [
  ...['psi', 'psi full', 'inhg', 'bar', 'oz/in^2'].map((unit) => ({ tag: 'psr', unit, calibration: { offset: 1.5 } })),
  ...['ft', 'in', 'psi', 'psi full'].flatMap((unit) => [
    { tag: 'spsr', unit, calibration: { offset: 0.25 } },
    { tag: 'dspsr', unit },
  ]),
  { tag: 'spsr', unit: 'gln', calibration: GALLONS_TANK },
  { tag: 'spsr', unit: 'gln', shownIn: 'ft' },
  { tag: 'rot', unit: 'spm' },
  { tag: 'rot', unit: 'sps' },
  { tag: 'vib', unit: 'g' },
  ...['in/s', 'mm/s', 'g rms', 'in/s rms', 'mm/s rms'].map((unit) => ({ tag: 'vib', unit, shownIn: 'g' })),
  ...['in', 'mm', 'ft'].map((unit) => ({ tag: 'dist', unit, calibration: { ...GALLONS_TANK, unit: 'gallons' as const } })),
  ...['in', 'ft'].map((unit) => ({ tag: 'sonr', unit, calibration: { ...GALLONS_TANK, unit: 'gallons' as const } })),
  { tag: 'hum', unit: '%' },
  { tag: '_v', unit: 'v' },
  { tag: '_t', unit: 'f' },
  { tag: '_t', unit: 'c' },
  { tag: '_csq', unit: '' },
  ...['bbls/day', 'MCF/D', 'gallons/day'].map((unit) => ({ tag: 'puls', unit })),
  { tag: 'puls', unit: 'MMCF/D', cardUnit: 'MCF/D' },
  { tag: 'pult', unit: 'bbls/day' },
  { tag: 'temp', unit: 'f' },
  { tag: 'temp', unit: 'c' },
  ...['pdiff', 'hpres', 'tpres', 'htemp', 'ttemp', 'flash', 'swt', 'SCADA'].map((tag) => ({ tag, unit: '' })),
  { tag: 'volt', unit: 'mV' },
  { tag: 'volt', unit: 'v' },
  { tag: 'flw', unit: 'MCF/D' },
  { tag: 'vlv', unit: '%' },
  { tag: 'cumulative_pulses', unit: 'bbls' },
  { tag: 'cumulative_pulses', unit: 'mbbls' },
];

/**
 * When the readings were taken: midnight UTC of the 15th of a month in the past, so the report of that month has a
 * row for the day (a month's first day starts its report and has no row), which with a report hour of 00:00 is the
 * first reading's time.
 */
const READ_AT = (() => {
  const d = new Date(T0 * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 15) / 1000;
})();
const READ_DAY = { year: new Date(READ_AT * 1000).getUTCFullYear(), month: new Date(READ_AT * 1000).getUTCMonth() + 1, day: 15 };

/** Stored readings of each case: values a unit changes visibly, none zero (a stopped pump is ∞ seconds a stroke). */
const STORED = [12.3456, 50.5, 3.14159];
const MINUTE = 60;

let w: TagWorld;
const deviceOf = new Map<Case, number>();
/** Each case's calibration as stored (with the columns' defaults), read through the server's own mapping. */
const calibrationOf = new Map<Case, CalibrationRow>();
/** The rows of a download: every field quoted (csvExport.ts), lines ended by CRLF. */
const csvRows = (body: string): string[][] =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((f) => f.replace(/""/g, '"')),
    );

/** A stored reading as every screen shows it: through the calibration, in the unit (or the one it is shown in), to its precision. */
function expectedValue(c: Case, stored: number, unit = c.shownIn ?? c.unit): number {
  const cal = shownCalibration(calibrationOf.get(c));
  const shown = toDisplayUnit(c.tag, calibratedReading(c.tag, stored, cal), unit, conversionOf(cal));
  expect(shown).not.toBeNull();
  return roundShownValue(shown!, unit);
}

const header = (c: Case) => {
  const label = unitLabel(c.shownIn ?? c.unit);
  return `${tagLabel(c.tag)}${label ? ` (${label})` : ''}`;
};

beforeAll(async () => {
  w = await tagWorld();
  for (const c of CASES) {
    const d = await createDevice(w.db, w.A.id, { default_tag: c.tag });
    deviceOf.set(c, d.id);
    await w.addTag(d.id, c.tag, { display_units: c.unit || null, value: STORED.at(-1)!, report_hour: 0 });
    if (c.calibration) {
      const row = await w.db
        .insertInto('calibrations')
        .values({ device_id: d.id, tag: c.tag, time: READ_AT - 86_400, ...c.calibration })
        .returningAll()
        .executeTakeFirstOrThrow();
      calibrationOf.set(c, { ...row, strap: null });
    }
    await w.addReadings(d.id, c.tag, READ_AT, MINUTE, STORED.length, `(ARRAY[${STORED.join(',')}])[i + 1]`);
  }
}, 180_000);
afterAll(() => w.close());

const EXPORT = `query($d: Int!, $t: String!, $f: ReadingsExportFormat) {
  readingsExport(deviceID: $d, tag: $t, format: $f, timeZone: "UTC") { url } }`;

async function download(c: Case, format: 'DEVICE' | 'TAG'): Promise<string[][]> {
  const r = await w.as<{ readingsExport: { url: string } }>('manager', EXPORT, { d: deviceOf.get(c), t: c.tag, f: format });
  expect(r.errors).toBeUndefined();
  const res = await w.t.app.fastify.inject({ method: 'GET', url: r.data!.readingsExport.url });
  expect(res.statusCode).toBe(200);
  return csvRows(res.body);
}

/** A report column names its unit: its title is one ('Feet') or ends with it in brackets ('Total (bbls)'). */
const NAMES_UNIT = /^(Feet|Inches|Gallons)$|\(.+\)$/;
const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The month's report of a case that has one, as its spreadsheet (the Report tab's download and the e-mail's
 * attachment: reportAsTheTab's table, reportSheet, buildXlsx) read back: the header and the readings' day's row.
 */
async function reportOf(c: Case): Promise<{ header: (string | number | null)[]; row: (string | number | null)[] }> {
  const headers = await w.t.authHeaders(w.users.manager.id);
  const due = { at: READ_AT, day: '', rowTime: READ_AT, year: READ_DAY.year, month: READ_DAY.month };
  const { table } = await reportAsTheTab(w.t, headers, { id: deviceOf.get(c)!, tag: c.tag, timeZone: 'UTC' }, due);
  const { rows } = readXlsx(buildXlsx(reportSheet(table, 'UTC', reportMonthLabel(READ_DAY.year, READ_DAY.month))));
  return { header: rows[0]!, row: rows.find((r) => r[0] === excelSerial(READ_DAY))! };
}

/** The report row's value of the readings' day, by kind: a tank's level, a turbine's rate, a flow's daily mean. */
function expectedReport(c: Case, row: (string | number | null)[]) {
  const kind = reportKindOf(c.tag);
  if (kind === 'tank') {
    const { feet, inches } = splitFeet(calibratedReading(c.tag, STORED[0]!, shownCalibration(calibrationOf.get(c))));
    expect(row.slice(1, 3)).toEqual([feet, inches]);
  } else if (kind === 'turbine') {
    expect(row[1]).toBe(round2(STORED[0]!));
  } else {
    expect(row[1]).toBe(round2(STORED.reduce((a, b) => a + b, 0) / STORED.length));
  }
}

describe('every export in every unit', () => {
  it('the table holds every unit of every kind of the catalogue, and the additional sensors’ units', () => {
    const pairs = new Set(CASES.map((c) => `${c.tag} ${c.unit}`));
    const catalogue = [
      ...Object.values(TAG_TYPES).flatMap((t) => t.units.map((u) => `${t.code} ${u.unit}`)),
      ...additionalTagUnits('cumulative_pulses').map((u) => `cumulative_pulses ${u}`),
    ];
    expect(catalogue.filter((p) => !pairs.has(p))).toEqual([]);
  });

  it.each(CASES.map((c) => [`${c.tag} in ${c.unit || '(no unit)'}${c.calibration ? ' calibrated' : ''}`, c] as const))(
    '%s: each download names the unit and writes the shown values',
    async (_name, c) => {
      const expected = STORED.map((v) => expectedValue(c, v));
      // the device page's download: Date, UTC Offset, the stream, Comment
      const device = await download(c, 'DEVICE');
      expect(device[0]![2]).toBe(header(c));
      expect(device.slice(1).map((r) => Number(r[2]))).toEqual(expected);
      // the Table tab's download: the same, and a tank's volume in gallons where it has one
      const table = await download(c, 'TAG');
      expect(table[0]![2]).toBe(header(c));
      expect(table.slice(1).map((r) => Number(r[2]))).toEqual(expected);
      // the Directory CSV: the device's latest reading as its card shows it, its unit in the column beside it; empty
      // where the card shows N/A (a unit the reading cannot be shown in)
      const dir = await w.as<{ directoryDevices: DirectoryCsvDevice[] }>(
        'manager',
        `{ directoryDevices { id userAssignedID name path isActive longitude latitude latestReading latestReadingShown { value unit }
           lastTimeMessageReceived batteryLevel displayUnits defaultTag companyID firmwareVersion company { name } timeZone } }`,
      );
      expect(dir.errors).toBeUndefined();
      const rows = csvRows(directoryCsv(dir.data!.directoryDevices));
      const col = (name: string) => rows[0]!.indexOf(name);
      const row = rows.find((r) => r[0] === String(deviceOf.get(c)))!;
      if (c.shownIn) {
        expect(row[col('Latest Reading')]).toBe('');
      } else {
        const unit = c.cardUnit ?? c.unit;
        expect(unitLabel(row[col('Display Units')])).toBe(unitLabel(unit));
        expect(Number(row[col('Latest Reading')])).toBe(expectedValue(c, STORED.at(-1)!, unit));
      }
      // the report spreadsheet, for a sensor with one: the zone in the Date column, a unit in every value column's title
      if (reportKindOf(c.tag)) {
        const report = await reportOf(c);
        expect(report.header[0]).toBe('Date (UTC)');
        for (const title of report.header.slice(1, -1)) expect(String(title)).toMatch(NAMES_UNIT);
        expect(report.header.at(-1)).toBe('Comments');
        expectedReport(c, report.row);
      }
    },
  );
});
