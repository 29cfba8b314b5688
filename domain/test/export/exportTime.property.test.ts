import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportTime, exportTimeFormatter, exportTimeHeader, exportTimeInstant } from '../../src/export/exportTime';
import { propertyRuns, propertyTimeout } from '../helpers/propertyRuns';

/*
 * Every export writes a time one way: site wall clock, and that moment's UTC offset. Together they name the exact
 * instant whatever zone reads them, and the fast writer of a year of rows writes what the plain one writes, across
 * clock changes.
 */
const ZONES = ['America/Chicago', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC', '+05:30', '-03:00'];
const instant = fc
  .tuple(fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }), fc.constantFrom(0, 0, 1, 250, 999))
  .map(([s, ms]) => s + ms / 1000);

describe('export times', () => {
  it(
    'property: the cells are the instant, read back by any ISO 8601 parser as the same time',
    () => {
      fc.assert(
        fc.property(instant, fc.constantFrom(...ZONES), (t, zone) => {
          const [time, offset] = exportTime(t, zone);
          expect(time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{3})?$/);
          expect(offset).toMatch(/^[+-]\d\d:\d\d$/);
          expect(exportTimeInstant([time, offset])).toBe(Math.round(t * 1000));
        }),
        propertyRuns(500),
      );
    },
    propertyTimeout(30_000),
  );

  it(
    'property: rows written in time order by the formatter are what exportTime writes one by one',
    () => {
      fc.assert(
        fc.property(
          instant,
          fc.array(fc.integer({ min: 1, max: 7200 }), { maxLength: 60 }),
          fc.constantFrom(...ZONES),
          (t0, gaps, zone) => {
            const format = exportTimeFormatter(zone);
            let t = t0;
            for (const g of gaps) expect(format((t += g))).toEqual(exportTime(t, zone));
          },
        ),
        propertyRuns(200),
      );
    },
    propertyTimeout(30_000),
  );

  it('across a daylight-saving change the offset changes with the value', () => {
    // Chicago falls back at 2026-11-01 07:00 UTC: 01:30 happens twice, once at -05:00 and once at -06:00
    const f = exportTimeFormatter('America/Chicago');
    expect(f(Date.UTC(2026, 10, 1, 6, 30) / 1000)).toEqual(['2026-11-01 01:30:00', '-05:00']);
    expect(f(Date.UTC(2026, 10, 1, 7, 30) / 1000)).toEqual(['2026-11-01 01:30:00', '-06:00']);
  });

  it('headers name the zone; a fixed offset as UTC±hh:mm', () => {
    expect(exportTimeHeader('Date', 'America/Chicago')).toEqual(['Date (America/Chicago)', 'UTC Offset']);
    expect(exportTimeHeader('Date', '+05:30')).toEqual(['Date (UTC+05:30)', 'UTC Offset']);
    expect(exportTime(null, 'UTC')).toEqual(['', '']);
  });
});
