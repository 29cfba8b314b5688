import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvLines,
  dateTimeFormatter,
  exportTimeFormatter,
  deviceReadingCsvCells,
  deviceReadingsCsv,
  deviceReadingsCsvHeader,
  formatDateTime,
  nearestReadingTime,
  readingCsvCells,
  readingRows,
  readingsCsv,
  readingsCsvHeader,
  tableRowComment,
  tableRowCommentStepper,
  toCsv,
} from '../../src';

/*
 * A download written a row at a time (the server streams a year of readings in batches) has the bytes of the one the
 * page built whole: the same header, the same cells, the same quoting.
 */
describe('CSV a row at a time', () => {
  it('csvLines in any number of pieces is toCsv', () => {
    const header = ['Date', 'Value', 'Comment'];
    const rows = [
      ['a', 1.5, 'He said "ok"'],
      ['b', null, '=cmd'],
      ['c', -2, 'line\r\nbreak'],
    ];
    const whole = toCsv(header, rows);
    expect(`${CSV_BOM}${csvLines([header])}${csvLines(rows.slice(0, 1))}${csvLines([])}${csvLines(rows.slice(1))}`).toBe(whole);
    expect(csvLines([rows[1]!])).toBe(`"b","","'=cmd"\r\n`);
  });

  it("the device page's rows: header and cells are deviceReadingsCsv's", () => {
    const data = { times: [300, 200, 100], values: [3, 1, 2], temps: [null, 70, 60], commentTimes: [190], comments: ['Swab'] };
    const fmt = exportTimeFormatter('+05:30');
    for (const labels of [
      { value: 'Pressure (psi)', temp: 'Sensor Temperature' },
      { value: 'Pressure (psi)', temp: null },
    ]) {
      const rows = readingRows(data);
      const oneByOne = `${CSV_BOM}${csvLines([deviceReadingsCsvHeader(labels, '+05:30')])}${rows.map((r) => csvLines([deviceReadingCsvCells(r, labels, fmt)])).join('')}`;
      expect(oneByOne).toBe(deviceReadingsCsv(rows, labels, '+05:30'));
    }
    expect(csvLines([deviceReadingCsvCells({ time: 5, value: 1.25, temp: null, comment: 'x' }, { value: 'V', temp: 'T' }, fmt)])).toBe(
      '"1970-01-01 05:30:05","+05:30","1.25","","x"\r\n',
    );
  });

  it("the Table tab's rows: header and cells are readingsCsv's, with the volume column when it has one", () => {
    const rows = [
      { time: 0, value: 1, volume: 10.5, comment: 'a' },
      { time: 60, value: 2, volume: null, comment: '' },
    ];
    const columns = { slots: false, volumes: true };
    const utc = exportTimeFormatter('UTC');
    const oneByOne = `${CSV_BOM}${csvLines([readingsCsvHeader('Level (in)', columns, 'UTC')])}${csvLines(rows.map((r) => readingCsvCells(r, columns, utc)))}`;
    expect(oneByOne).toBe(readingsCsv(rows, 'Level (in)', 'UTC'));
    expect(readingsCsvHeader('L', { slots: true, volumes: false }, 'UTC')).toEqual([
      'Date (UTC)',
      'UTC Offset',
      'L',
      'Min',
      'Max',
      'Comment',
    ]);
    expect(csvLines([readingCsvCells({ time: 60, value: 2 }, { slots: false, volumes: false }, utc)])).toBe(
      '"1970-01-01 00:01:00","+00:00","2",""\r\n',
    );
  });
});

describe('dates for many rows', () => {
  it('dateTimeFormatter writes what formatDateTime writes, across clock changes and odd offsets', () => {
    // a spring-forward and a fall-back night in Chicago, Lord Howe's half-hour change, Kathmandu's +05:45, and a fixed offset
    const cases: [string, number][] = [
      ['America/Chicago', Date.UTC(2026, 2, 8, 6) / 1000],
      ['America/Chicago', Date.UTC(2026, 10, 1, 5) / 1000],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 14) / 1000],
      ['Asia/Kathmandu', Date.UTC(2026, 0, 1) / 1000],
      ['-05:00', Date.UTC(2026, 5, 1) / 1000],
      ['UTC', Date.UTC(1999, 11, 31, 23) / 1000],
    ];
    for (const [zone, around] of cases) {
      for (const seconds of [false, true]) {
        const fmt = dateTimeFormatter(zone, seconds);
        for (let t = around - 7200; t <= around + 7200; t += 97.5) expect(fmt(t), `${zone} ${t}`).toBe(formatDateTime(t, seconds, zone));
      }
    }
    expect(dateTimeFormatter('UTC')(Number.NaN)).toBe('');
  });
});

describe('comments beside readings', () => {
  it('nearestReadingTime: the nearer of the readings around a comment, a tie to the later', () => {
    expect(nearestReadingTime(100, 90, 120)).toBe(90);
    expect(nearestReadingTime(105, 90, 120)).toBe(120);
    expect(nearestReadingTime(100, null, 120)).toBe(120);
    expect(nearestReadingTime(100, 90, null)).toBe(90);
    expect(nearestReadingTime(100, null, null)).toBeNull();
  });

  it("the Table tab's stepper gives tableRowComment's text for readings in time order", () => {
    const comments = [
      { time: 99.2, comment: 'a' },
      { time: 100, comment: 'b' },
      { time: 100.999, comment: 'c' },
      { time: 102.5, comment: 'd' },
      { time: 300, comment: 'e' },
    ];
    const at = tableRowCommentStepper(comments);
    for (const t of [0, 99, 100, 101, 101.5, 102, 103.5, 299, 300, 301]) expect(at(t), String(t)).toBe(tableRowComment(comments, t, 0));
    expect(tableRowComment(comments, 100, 0)).toBe('a | b | c');
    expect(tableRowComment(comments, 99, 1.5)).toBe('a | b');
  });
});
