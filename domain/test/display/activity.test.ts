import { describe, expect, it } from 'vitest';
import { activityBarWidth, activityDays, formatMinutes, groupActivity, type ActivityEntry } from '../../src/display/activity';

describe('activity report (spec 1 §2, §9)', () => {
  it('prints minutes as hh:mm', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(5)).toBe('00:05');
    expect(formatMinutes(95)).toBe('01:35');
    expect(formatMinutes(600)).toBe('10:00');
    expect(formatMinutes(1500)).toBe('25:00');
  });

  it('makes the bar the count as a percent of 100, at most 85 %', () => {
    expect(activityBarWidth(0)).toBe(0);
    expect(activityBarWidth(40)).toBe(40);
    expect(activityBarWidth(85)).toBe(85);
    expect(activityBarWidth(300)).toBe(85);
    expect(activityBarWidth(-3)).toBe(0);
  });

  it('lists 7 days from the start date, across month and year ends', () => {
    const days = activityDays('2024-12-29');
    expect(days.map((d) => d.key)).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
    expect(days[3]).toEqual({ key: '2025-01-01', month: 1, day: 1, label: '01/01' });
    expect(activityDays('2024-02-27').map((d) => d.label)).toEqual(['02/27', '02/28', '02/29', '03/01', '03/02', '03/03', '03/04']);
    expect(activityDays('not a date')).toEqual([]);
  });

  it('groups users by company with mobile and desktop minutes per day, dropping other days', () => {
    const days = activityDays('2024-03-01');
    const e = (user: string, userID: number, company: string, day: number, count: number, month = 3): ActivityEntry => ({
      user,
      userID,
      company,
      month,
      day,
      count,
    });
    const groups = groupActivity(
      {
        mobile: [e('Mary Manager', 2, 'Acme', 1, 30), e('Ivan Inactive', 7, 'Beta', 2, 10), e('Mary Manager', 2, 'Acme', 9, 99)],
        desktop: [e('Frank Full', 3, 'Acme', 3, 45), e('Mary Manager', 2, 'Acme', 1, 15), e('Frank Full', 3, 'Acme', 3, 5, 4)],
      },
      days,
    );
    expect(groups.map((g) => g.company)).toEqual(['Acme', 'Beta']);
    expect(groups[0]?.users.map((u) => u.user)).toEqual(['Frank Full', 'Mary Manager']);
    expect(groups[0]?.users[1]).toEqual({
      userID: '2',
      user: 'Mary Manager',
      mobile: { '2024-03-01': 30 },
      desktop: { '2024-03-01': 15 },
    });
    expect(groups[0]?.users[0]?.desktop).toEqual({ '2024-03-03': 45 });
    expect(groups[1]?.users[0]?.mobile).toEqual({ '2024-03-02': 10 });
  });
});
