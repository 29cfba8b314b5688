import { describe, expect, it } from 'vitest';
import { dueReport, reportRowTimes, zoneOffset } from '../../src';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('dueReport: the daily report e-mail of a device zone', () => {
  it('before the report hour the due report is yesterday’s; from the hour on, today’s', () => {
    expect(dueReport(at('2025-03-10T05:59:00Z'), 6, 'UTC', 'tank')).toMatchObject({ day: '2025-03-09', at: at('2025-03-09T06:00:00Z') });
    expect(dueReport(at('2025-03-10T06:00:00Z'), 6, 'UTC', 'tank')).toMatchObject({ day: '2025-03-10', at: at('2025-03-10T06:00:00Z') });
  });

  it('reads the hour in the device zone: 06:00 in Chicago is 12:00 UTC in winter, 11:00 in summer', () => {
    expect(dueReport(at('2025-01-15T11:59:00Z'), 6, 'America/Chicago', 'tank').day).toBe('2025-01-14');
    expect(dueReport(at('2025-01-15T12:00:00Z'), 6, 'America/Chicago', 'tank')).toMatchObject({
      day: '2025-01-15',
      at: at('2025-01-15T12:00:00Z'),
    });
    expect(dueReport(at('2025-07-15T11:00:00Z'), 6, 'America/Chicago', 'tank').at).toBe(at('2025-07-15T11:00:00Z'));
  });

  it('a tank tells the row at the hour; a turbine or flow the row of the day before (its 24 h are over)', () => {
    const now = at('2025-03-10T07:00:00Z');
    expect(dueReport(now, 6, 'UTC', 'tank').rowTime).toBe(at('2025-03-10T06:00:00Z'));
    expect(dueReport(now, 6, 'UTC', 'flow').rowTime).toBe(at('2025-03-09T06:00:00Z'));
    expect(dueReport(now, 6, 'UTC', 'turbine').rowTime).toBe(at('2025-03-09T06:00:00Z'));
  });

  it('the row is one the month’s report shows: the 1st of a month is the last row of the month before', () => {
    for (const [now, kind] of [
      ['2025-04-01T07:00:00Z', 'tank'],
      ['2025-04-02T07:00:00Z', 'flow'],
      ['2025-03-15T07:00:00Z', 'tank'],
      ['2025-01-01T07:00:00Z', 'tank'],
    ] as const) {
      const due = dueReport(at(now), 6, 'America/Chicago', kind);
      const shown = reportRowTimes(due.year, due.month, 6, zoneOffset('America/Chicago')).slice(1);
      expect(shown).toContain(due.rowTime);
    }
    expect(dueReport(at('2025-04-01T12:00:00Z'), 6, 'America/Chicago', 'tank')).toMatchObject({ year: 2025, month: 3 });
    expect(dueReport(at('2025-01-01T12:00:00Z'), 6, 'America/Chicago', 'tank')).toMatchObject({ year: 2024, month: 12 });
  });
});
