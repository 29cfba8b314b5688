import { describe, expect, it } from 'vitest';
import { healthColour } from '../../src/display/health';
import { landingHealthPercent, wholePercentOf } from '../../src/overview/healthScore';

describe('wholePercentOf: 100 only when all, 0 only when none', () => {
  it('never rounds a share short of all up to 100', () => {
    expect(wholePercentOf(3042, 3045)).toBe(99);
    expect(wholePercentOf(9999, 10_000)).toBe(99);
    expect(wholePercentOf(3045, 3045)).toBe(100);
  });

  it('never rounds a share above none down to 0', () => {
    expect(wholePercentOf(1, 1000)).toBe(1);
    expect(wholePercentOf(0, 1000)).toBe(0);
  });

  it('rounds to the nearest whole percent in between', () => {
    expect(wholePercentOf(5, 9)).toBe(56);
    expect(wholePercentOf(1, 3)).toBe(33);
    expect(wholePercentOf(2, 3)).toBe(67);
    expect(wholePercentOf(1, 2)).toBe(50);
  });

  it('holds on every share of small and large wholes', () => {
    for (const whole of [1, 2, 3, 7, 99, 100, 101, 199, 201, 3045]) {
      for (let part = 0; part <= whole; part++) {
        const p = wholePercentOf(part, whole)!;
        expect(p === 100).toBe(part === whole);
        expect(p === 0).toBe(part === 0);
        expect(Math.abs(p - (part / whole) * 100)).toBeLessThan(1);
      }
    }
  });

  it('is null with nothing to share, and never leaves 0..100', () => {
    expect(wholePercentOf(0, 0)).toBeNull();
    expect(wholePercentOf(12, 9)).toBe(100);
    expect(wholePercentOf(-3, 9)).toBe(0);
  });
});

describe('landingHealthPercent (spec 1 §2: active devices still sending on schedule)', () => {
  it('cannot be computed without a device: null, which the banner shows as not available', () => {
    expect(landingHealthPercent(0, 0)).toBeNull();
    expect(healthColour(landingHealthPercent(0, 0))).toBeNull();
  });

  it('is the share of fresh devices by the same rule', () => {
    expect(landingHealthPercent(3042, 3045)).toBe(99);
    expect(landingHealthPercent(9, 9)).toBe(100);
  });

  it('lands on the colour thresholds as the banner draws them (80 green, 50 yellow)', () => {
    expect(healthColour(landingHealthPercent(4, 5))).toBe('green');
    expect(healthColour(landingHealthPercent(79, 100))).toBe('yellow');
    expect(healthColour(landingHealthPercent(1, 2))).toBe('yellow');
    expect(healthColour(landingHealthPercent(49, 100))).toBe('red');
  });
});
