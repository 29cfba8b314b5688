import { describe, expect, it } from 'vitest';
import { readingRows, deviceReadingsCsv, deviceReadingsCsvName, readingsRange, sortReadingRows } from '../../src';

const data = {
  times: [300, 200, 100],
  values: [3, 1, 2],
  temps: [null, 70, 60],
  commentTimes: [190, 110],
  comments: ['He said "ok"', 'Swab'],
};

describe('readings table rows', () => {
  it('attach each comment to the nearest reading', () => {
    expect(readingRows(data).map((r) => r.comment)).toEqual(['', 'He said "ok"', 'Swab']);
  });
  it('sort by any column both ways, nulls last', () => {
    const rows = readingRows(data);
    expect(sortReadingRows(rows, 'value', 'asc').map((r) => r.value)).toEqual([1, 2, 3]);
    expect(sortReadingRows(rows, 'temp', 'desc').map((r) => r.temp)).toEqual([70, 60, null]);
    expect(sortReadingRows(rows, 'temp', 'asc').map((r) => r.temp)).toEqual([60, 70, null]);
    expect(sortReadingRows(rows, 'time', 'desc').map((r) => r.time)).toEqual([300, 200, 100]);
  });
  it('CSV: quoted fields, a Comment column, named by device and stream', () => {
    const csv = deviceReadingsCsv(readingRows(data), { value: 'Pressure', temp: 'Sensor Temperature' }, 'America/Chicago');
    expect(csv.split('\r\n')).toEqual([
      '\uFEFF"Date (America/Chicago)","UTC Offset","Pressure","Sensor Temperature","Comment"',
      '"1969-12-31 18:05:00","-06:00","3","",""',
      '"1969-12-31 18:03:20","-06:00","1","70","He said ""ok"""',
      '"1969-12-31 18:01:40","-06:00","2","60","Swab"',
      '',
    ]);
    expect(deviceReadingsCsvName('Tank 1/A', 'Fluid Level')).toBe('Tank 1_A - Fluid Level.csv');
  });
  it('filter ranges: days back from now, custom whole days, all', () => {
    expect(readingsRange({ kind: 'days', days: 7 }, 1_000_000)).toEqual({ startTime: 1_000_000 - 7 * 86400, endTime: null });
    expect(readingsRange({ kind: 'all' }, 5)).toEqual({ startTime: null, endTime: null });
    const r = readingsRange({ kind: 'custom', from: '2026-01-01', to: '2026-01-01' }, 0);
    expect(r.endTime! - r.startTime!).toBe(86400 - 1);
    expect(readingsRange({ kind: 'custom', from: 'x', to: '' }, 0)).toEqual({ startTime: null, endTime: null });
  });
});
