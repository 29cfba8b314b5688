import { describe, expect, it } from 'vitest';
import {
  deviceTimeZone,
  formatDateTime,
  formatSiteTime,
  isTimeOffset,
  isTimeZone,
  offsetZone,
  reportRowTimes,
  wallClock,
  zoneLabel,
  zoneOffset,
} from '../../src';

const NOV_4_2026_1200Z = Date.UTC(2026, 10, 4, 12) / 1000;

describe('site time zones', () => {
  it('knows IANA names and fixed offsets, and refuses the rest', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('+05:30')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(offsetZone(330)).toBe('+05:30');
    expect(offsetZone(-300)).toBe('-05:00');
    expect(isTimeOffset(-720)).toBe(true);
    expect(isTimeOffset(900)).toBe(false);
    expect(isTimeOffset(1.5)).toBe(false);
  });

  it("reads a device in its own offset, else its company's zone, else the default", () => {
    expect(deviceTimeZone(-360, 'Asia/Tokyo', 'UTC')).toBe('-06:00');
    expect(deviceTimeZone(null, 'America/Chicago', 'UTC')).toBe('America/Chicago');
    expect(deviceTimeZone(null, null, 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(deviceTimeZone(null, 'Nowhere/Land', 'UTC')).toBe('UTC');
  });

  it('prints MM/DD/YY HH:mm in the device zone whatever the viewer zone, with the zone beside it when they differ', () => {
    expect(formatDateTime(NOV_4_2026_1200Z, false, 'America/Chicago')).toBe('11/04/26 06:00');
    expect(formatDateTime(NOV_4_2026_1200Z, true, 'Asia/Tokyo')).toBe('11/04/26 21:00:00');
    expect(wallClock(NOV_4_2026_1200Z, '+05:30')).toMatchObject({ hour: 17, minute: 30 });
    expect(formatSiteTime(NOV_4_2026_1200Z, 'America/Chicago', false, 'America/Chicago')).toBe('11/04/26 06:00');
    expect(formatSiteTime(NOV_4_2026_1200Z, 'America/Chicago', false, 'Asia/Tokyo')).toBe(
      `11/04/26 06:00 ${zoneLabel('America/Chicago', NOV_4_2026_1200Z)}`,
    );
    expect(zoneLabel('America/Chicago', NOV_4_2026_1200Z)).toBe('CST');
  });

  it('puts report days at the report hour of the device zone, the same from every viewer', () => {
    const chicago = reportRowTimes(2026, 11, 6, zoneOffset('America/Chicago'));
    // 1 November 2026 06:00 CDT is 11:00Z; after the change back on the 1st at 02:00, 06:00 CST is 12:00Z
    expect(chicago[0]).toBe(Date.UTC(2026, 10, 1, 12) / 1000);
    expect(chicago.map((t) => wallClock(t, 'America/Chicago').hour).every((h) => h === 6)).toBe(true);
  });
});
