import { describe, expect, it } from 'vitest';
import { healthColour } from '../../src/display/health';
import { landingHealthPercent } from '../../src/overview/healthScore';

describe('landingHealthPercent (spec 1 §2: active devices still sending on schedule)', () => {
  it('is 100 when there is nothing to compute it from', () => {
    expect(landingHealthPercent(0, 0)).toBe(100);
  });

  it('is the share of fresh devices, to one decimal', () => {
    expect(landingHealthPercent(5, 9)).toBe(55.6);
    expect(landingHealthPercent(1, 3)).toBe(33.3);
    expect(landingHealthPercent(2, 3)).toBe(66.7);
    expect(landingHealthPercent(9, 9)).toBe(100);
    expect(landingHealthPercent(0, 9)).toBe(0);
  });

  it('never leaves 0..100', () => {
    expect(landingHealthPercent(12, 9)).toBe(100);
    expect(landingHealthPercent(-3, 9)).toBe(0);
  });

  it('lands on the colour thresholds as the banner draws them (80 green, 50 yellow)', () => {
    expect(healthColour(landingHealthPercent(4, 5))).toBe('green');
    expect(healthColour(landingHealthPercent(79, 100))).toBe('yellow');
    expect(healthColour(landingHealthPercent(1, 2))).toBe('yellow');
    expect(healthColour(landingHealthPercent(49, 100))).toBe('red');
    expect(healthColour(landingHealthPercent(0, 0))).toBe('green');
  });
});
