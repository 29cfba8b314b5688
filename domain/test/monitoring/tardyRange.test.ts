import { describe, expect, it } from 'vitest';
import { GHOSTS_DEFAULTS, TARDY_DEFAULTS } from '../../src/constants/limits';
import { TARDY_HIDE_RECENT_BELOW_HOURS, hidesRecentlySeen, tardyQueryHours } from '../../src/monitoring/tardyRange';

describe('tardyQueryHours (spec 1 §5: numbers below 1,000,000, whole numbers)', () => {
  it('takes the default when no value is given', () => {
    expect(tardyQueryHours(null, TARDY_DEFAULTS.after)).toBe(24);
    expect(tardyQueryHours(undefined, TARDY_DEFAULTS.before)).toBe(240);
    expect(tardyQueryHours(undefined, GHOSTS_DEFAULTS.before)).toBe(48);
  });

  it('keeps whole numbers from 0 to 999,999 and cuts fractions off', () => {
    expect(tardyQueryHours(0, 24)).toBe(0);
    expect(tardyQueryHours(36, 24)).toBe(36);
    expect(tardyQueryHours(999_999, 24)).toBe(999_999);
    expect(tardyQueryHours(47.9, 24)).toBe(47);
  });

  it('refuses negative, too large and non-finite values', () => {
    expect(tardyQueryHours(-1, 24)).toBeUndefined();
    expect(tardyQueryHours(1_000_000, 24)).toBeUndefined();
    expect(tardyQueryHours(Number.NaN, 24)).toBeUndefined();
    expect(tardyQueryHours(Number.POSITIVE_INFINITY, 24)).toBeUndefined();
  });
});

describe('hidesRecentlySeen (spec 1 §6: the flagged company is hidden while after is below 48 h)', () => {
  it('applies below 48 hours only', () => {
    expect(TARDY_HIDE_RECENT_BELOW_HOURS).toBe(48);
    expect(hidesRecentlySeen(0)).toBe(true);
    expect(hidesRecentlySeen(24)).toBe(true);
    expect(hidesRecentlySeen(47)).toBe(true);
    expect(hidesRecentlySeen(48)).toBe(false);
    expect(hidesRecentlySeen(240)).toBe(false);
  });
});
