import { describe, expect, it } from 'vitest';
import {
  formatBattery,
  formatBatteryDelta,
  formatCoordinate,
  formatCoordinates,
  formatPercentSolar,
  isRebootWarning,
  mapLink,
  primaryTagCode,
} from '../../src/display/deviceFormat';
import { formatDateTime, localDateInputValue, zoneDateEdge, zoneDateInputValue } from '../../src/display/dateFormat';
import { healthColour, healthText } from '../../src/display/health';
import { noticeCategory, noticeType } from '../../src/display/notices';

describe('device numbers in list views (spec 1 §9)', () => {
  it('prints battery volts to 2 decimals with V', () => {
    expect(formatBattery(3.6)).toBe('3.60 V');
    expect(formatBattery(4.705)).toMatch(/^4\.7\d V$/);
    expect(formatBattery(0)).toBe('0.00 V');
    expect(formatBattery(null)).toBe('');
    expect(formatBattery(Number.NaN)).toBe('');
  });

  it('divides percent solar by 10 and prints 1 decimal with %', () => {
    expect(formatPercentSolar(453)).toBe('45.3 %');
    expect(formatPercentSolar(1000)).toBe('100.0 %');
    expect(formatPercentSolar(undefined)).toBe('');
  });

  it('divides battery delta by 1000 and prints 3 decimals with MV', () => {
    expect(formatBatteryDelta(1234)).toBe('1.234 MV');
    expect(formatBatteryDelta(-5)).toBe('-0.005 MV');
    expect(formatBatteryDelta(null)).toBe('');
  });

  it('prints coordinates to 7 decimals and keeps 0, 0', () => {
    expect(formatCoordinate(31.9973456789)).toBe('31.9973457');
    expect(formatCoordinates(31.5, -102.25)).toBe('31.5000000, -102.2500000');
    expect(formatCoordinates(0, 0)).toBe('0.0000000, 0.0000000');
    expect(formatCoordinates(null, -102)).toBe('');
  });

  it('links to OpenStreetMap with the 7-decimal coordinates', () => {
    expect(mapLink(31.5, -102.25)).toBe('https://www.openstreetmap.org/?mlat=31.5000000&mlon=-102.2500000#map=15/31.5000000/-102.2500000');
  });

  it('warns on a reboot count of 10 or more', () => {
    expect(isRebootWarning(9)).toBe(false);
    expect(isRebootWarning(10)).toBe(true);
    expect(isRebootWarning(16)).toBe(true);
    expect(isRebootWarning(null)).toBe(false);
  });

  it("takes a device's sensor kind from its default tag, else its first non-internal tag", () => {
    expect(primaryTagCode({ defaultTag: 'psr', tags: [{ tag: 'temp' }] })).toBe('psr');
    expect(primaryTagCode({ defaultTag: null, tags: [{ tag: '_v' }, { tag: '_csq' }, { tag: 'rot' }] })).toBe('rot');
    expect(primaryTagCode({ tags: [{ tag: '_v' }] })).toBeNull();
    expect(primaryTagCode({})).toBeNull();
  });
});

describe('dates (spec 1 §9)', () => {
  it('prints MM/DD/YY HH:mm in local time, optionally with seconds', () => {
    const t = new Date(2024, 0, 5, 7, 3, 9).getTime() / 1000;
    expect(formatDateTime(t)).toBe('01/05/24 07:03');
    expect(formatDateTime(t, true)).toBe('01/05/24 07:03:09');
    expect(formatDateTime(new Date(2031, 11, 31, 23, 59).getTime() / 1000)).toBe('12/31/31 23:59');
    expect(formatDateTime(null)).toBe('');
  });

  it("gives today's local date for a date input", () => {
    expect(localDateInputValue(new Date(2025, 2, 9, 23, 30))).toBe('2025-03-09');
  });

  it("gives today's date in a site zone, not the viewer's, for a date input", () => {
    // 04:42 UTC on 10 March: still the 9th in Chicago, already the 10th in Tokyo
    const now = new Date(Date.UTC(2025, 2, 10, 4, 42));
    expect(zoneDateInputValue('America/Chicago', now)).toBe('2025-03-09');
    expect(zoneDateInputValue('Asia/Tokyo', now)).toBe('2025-03-10');
  });
  it("turns a filter's date into the first and last second of that day in a site zone, across a clock change", () => {
    const utc = (...p: [number, number, number, number, number, number]) => Date.UTC(...p) / 1000;
    // 8 March 2026: Chicago springs forward at 02:00, so the day starts in CST (-6) and ends in CDT (-5)
    expect(zoneDateEdge('2026-03-08', 'start', 'America/Chicago')).toBe(utc(2026, 2, 8, 6, 0, 0));
    expect(zoneDateEdge('2026-03-08', 'end', 'America/Chicago')).toBe(utc(2026, 2, 9, 4, 59, 59));
    // 1 November 2026: it falls back, the day ends in CST
    expect(zoneDateEdge('2026-11-01', 'start', 'America/Chicago')).toBe(utc(2026, 10, 1, 5, 0, 0));
    expect(zoneDateEdge('2026-11-01', 'end', 'America/Chicago')).toBe(utc(2026, 10, 2, 5, 59, 59));
    expect(zoneDateEdge('2026-12-07', 'start', 'Asia/Tokyo')).toBe(utc(2026, 11, 6, 15, 0, 0));
    expect(zoneDateEdge('12/07/2026', 'start', 'Asia/Tokyo')).toBeNull();
  });
});

describe('landing health (spec 1 §2, §9)', () => {
  it("reads 'N/A' when health cannot be computed, not a healthy 100, else the whole percent", () => {
    expect(healthText(null)).toBe('N/A');
    expect(healthText(undefined)).toBe('N/A');
    expect(healthText(Number.NaN)).toBe('N/A');
    expect(healthText(99)).toBe('99%');
    expect(healthText(0)).toBe('0%');
    expect(healthColour(null)).toBeNull();
  });

  it('is green at 80 or more, yellow at 50 or more, red below', () => {
    expect(healthColour(100)).toBe('green');
    expect(healthColour(80)).toBe('green');
    expect(healthColour(79)).toBe('yellow');
    expect(healthColour(50)).toBe('yellow');
    expect(healthColour(49)).toBe('red');
    expect(healthColour(0)).toBe('red');
  });
});

describe('notice types', () => {
  it('names the five types and treats unknown ones as info', () => {
    expect(noticeCategory('critical')).toBe('Critical');
    expect(noticeCategory('update')).toBe('Update');
    expect(noticeType('bogus')).toBe('info');
    expect(noticeCategory(null)).toBe('Info');
  });
});
