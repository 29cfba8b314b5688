import { describe, expect, it } from 'vitest';
import { activityWeekBounds, isIsoDay } from '../../src/monitoring/activityWeek';

describe('isIsoDay', () => {
  it('accepts real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-12-31')).toBe(true);
  });

  it('refuses impossible days and other spellings', () => {
    for (const text of [
      '2025-02-29',
      '2024-02-30',
      '2024-13-01',
      '2024-00-10',
      '2024-3-1',
      '03/01/2024',
      '2024-03-01T00:00',
      '',
      ' 2024-03-01',
      '0999-01-01',
    ]) {
      expect(isIsoDay(text), text).toBe(false);
    }
  });
});

describe('activityWeekBounds (spec 1 §9: 7 days from the start date)', () => {
  it('spans the start day and the six after it', () => {
    expect(activityWeekBounds('2024-03-01')).toEqual({ first: '2024-03-01', last: '2024-03-07' });
  });

  it('crosses month, leap-day and year ends', () => {
    expect(activityWeekBounds('2024-02-25')).toEqual({ first: '2024-02-25', last: '2024-03-02' });
    expect(activityWeekBounds('2023-02-25')).toEqual({ first: '2023-02-25', last: '2023-03-03' });
    expect(activityWeekBounds('2024-12-28')).toEqual({ first: '2024-12-28', last: '2025-01-03' });
  });

  it('is undefined for a start that is not a day', () => {
    expect(activityWeekBounds('2024-02-30')).toBeUndefined();
    expect(activityWeekBounds('today')).toBeUndefined();
  });
});
