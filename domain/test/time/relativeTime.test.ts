import { describe, expect, it } from 'vitest';
import { relativeTime } from '../../src/time/relativeTime';

const MIN = 60;
const HOUR = 3600;
const DAY = 86400;

describe('relativeTime (spec 1 §4, §9)', () => {
  it("says 'Just now' below one second, including zero and negative clock skew", () => {
    expect(relativeTime(0)).toBe('Just now');
    expect(relativeTime(0.999)).toBe('Just now');
    expect(relativeTime(-5)).toBe('Just now');
  });

  it('starts counting seconds at exactly one second', () => {
    expect(relativeTime(1)).toBe('1 second ago');
    expect(relativeTime(1.49)).toBe('1 second ago');
    expect(relativeTime(1.5)).toBe('2 seconds ago');
    expect(relativeTime(2)).toBe('2 seconds ago');
    expect(relativeTime(59)).toBe('59 seconds ago');
  });

  it('is singular below a ratio of 1.5 and plural from 1.5 on (n is the rounded ratio)', () => {
    expect(relativeTime(60)).toBe('1 minute ago');
    expect(relativeTime(89)).toBe('1 minute ago');
    expect(relativeTime(90)).toBe('2 minutes ago');
    expect(relativeTime(149)).toBe('2 minutes ago');
    expect(relativeTime(150)).toBe('3 minutes ago');
    expect(relativeTime(59 * MIN)).toBe('59 minutes ago');
  });

  it('never pairs a plural unit with n = 1 nor a singular unit with n >= 2', () => {
    for (let s = 1; s < 3 * 365 * DAY; s = Math.ceil(s * 1.07)) {
      const m = /^(\d+) (\w+?)(s?) ago$/.exec(relativeTime(s));
      expect(m, `${s} s`).not.toBeNull();
      const n = Number(m![1]);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(m![3] === 's', `${s} s gives ${relativeTime(s)}`).toBe(n >= 2);
    }
  });

  it('uses hours and days', () => {
    expect(relativeTime(HOUR)).toBe('1 hour ago');
    expect(relativeTime(1.5 * HOUR)).toBe('2 hours ago');
    expect(relativeTime(23 * HOUR)).toBe('23 hours ago');
    expect(relativeTime(DAY)).toBe('1 day ago');
    expect(relativeTime(DAY + 11 * HOUR)).toBe('1 day ago');
    expect(relativeTime(DAY + 12 * HOUR)).toBe('2 days ago');
    expect(relativeTime(6 * DAY)).toBe('6 days ago');
  });

  it('has a week of 7 days, a month of 30 days and a year of 365 days', () => {
    expect(relativeTime(7 * DAY - 1)).toMatch(/ days ago$/);
    expect(relativeTime(7 * DAY)).toBe('1 week ago');
    expect(relativeTime(10 * DAY)).toBe('1 week ago');
    expect(relativeTime(11 * DAY)).toBe('2 weeks ago');
    expect(relativeTime(29 * DAY)).toBe('4 weeks ago');
    expect(relativeTime(30 * DAY)).toBe('1 month ago');
    expect(relativeTime(44 * DAY)).toBe('1 month ago');
    expect(relativeTime(45 * DAY)).toBe('2 months ago');
    expect(relativeTime(364 * DAY)).toBe('12 months ago');
    expect(relativeTime(365 * DAY)).toBe('1 year ago');
    expect(relativeTime(547 * DAY)).toBe('1 year ago');
    expect(relativeTime(548 * DAY)).toBe('2 years ago');
    expect(relativeTime(10 * 365 * DAY)).toBe('10 years ago');
  });
});
