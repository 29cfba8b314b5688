import { describe, expect, it } from 'vitest';
import {
  FOURIER_FIRST_BIN,
  FOURIER_Y_RANGE,
  GAP_BREAK_SECONDS,
  GRAPH_RANGES,
  INITIAL_WINDOW_AHEAD_SECONDS,
  INITIAL_WINDOW_SECONDS,
  MINI_GRAPH_MIN_WIDTH,
  TAG_PAGE_TEXTS,
  TEMP_CORRECTION_SLIDER,
} from '../../src/tag/graphConstants';
import { fourierSpectrum } from '../../src/tag/fourier';
import { flagAwaitsAck } from '../../src/alarms/alarmConstants';

/* The sensor page's constants against spec 2 §9 (and the texts of §2.2, §4.2, §4.3), written out here by hand. */

describe('graph constants (spec 2 §9)', () => {
  it('range buttons in toolbar order with their widths in seconds; all has none', () => {
    expect(GRAPH_RANGES.map((r) => [r.label, r.seconds])).toEqual([
      ['1d', 86_400],
      ['1w', 604_800],
      ['2w', 1_209_600],
      ['1m', 2_678_400],
      ['1yr', 31_536_000],
      ['all', null],
    ]);
  });

  it('gap break, the 42-day first window and its 15 minutes ahead', () => {
    expect(GAP_BREAK_SECONDS).toBe(43_200);
    expect(INITIAL_WINDOW_SECONDS).toBe(3_628_800);
    expect(INITIAL_WINDOW_SECONDS).toBe(42 * 86_400);
    expect(INITIAL_WINDOW_AHEAD_SECONDS).toBe(900);
  });

  it('Fourier y range 0 to 800', () => {
    expect(FOURIER_Y_RANGE).toEqual({ min: 0, max: 800 });
  });

  it('Fourier bins are shown from the fifth value on', () => {
    expect(FOURIER_FIRST_BIN).toBe(4);
    // 64 readings a minute apart: bin k is k / (64 min) cycles; the first one shown is bin 4, the last bin 32
    const times = Array.from({ length: 64 }, (_, i) => i * 60);
    const values = times.map((t) => Math.sin(t / 300));
    const s = fourierSpectrum(times, values);
    const binWidth = 86_400 / (64 * 60);
    expect(s.frequencies[0]).toBeCloseTo(4 * binWidth, 6);
    expect(s.frequencies).toHaveLength(32 - 4 + 1);
  });

  it('temperature-correction slider -0.5 to 0.5 by 0.01', () => {
    expect(TEMP_CORRECTION_SLIDER).toEqual({ min: -0.5, max: 0.5, step: 0.01 });
  });

  it('the mini-graph shows from 1000 px wide', () => {
    expect(MINI_GRAPH_MIN_WIDTH).toBe(1000);
  });
});

describe('sensor page texts (spec 2 §2.2, §4.2, §4.3)', () => {
  // the §4.3 flag messages are asserted word for word in evaluateAlarm.test.ts
  it('the full-range refetch toast names the provider; the demo notice', () => {
    expect(TAG_PAGE_TEXTS.olderDataUnavailable('FieldWatch Monitoring')).toBe(
      'Older data temporarily unavailable. Please reload. Contact FieldWatch Monitoring if this issue persists.',
    );
    expect(TAG_PAGE_TEXTS.demoRestrictedTitle).toBe('Action Restricted for Demo Users');
    expect(TAG_PAGE_TEXTS.demoRestrictedCalibrate).toBe('Demo users are unable to calibrate sensors.');
  });
});

describe('flagAwaitsAck (the flag banner, spec 2 §4.3)', () => {
  it('an unacknowledged alarm or test flag awaits acknowledgement; an acknowledged one does not', () => {
    for (const flag of ['low', 'high', 'low_warning', 'high_warning', 'critical_low', 'critical_high', 'test']) {
      expect(flagAwaitsAck(flag, 1_700_000_000, false)).toBe(true);
      expect(flagAwaitsAck(flag, 1_700_000_000, true)).toBe(false);
    }
  });

  it('norm after a flag change awaits it; norm with no flag time (never alarmed, or cleared) does not', () => {
    expect(flagAwaitsAck('norm', 1_700_000_000, false)).toBe(true);
    expect(flagAwaitsAck('norm', new Date(), false)).toBe(true);
    expect(flagAwaitsAck('norm', null, false)).toBe(false);
    expect(flagAwaitsAck('norm', 1_700_000_000, true)).toBe(false);
  });

  it('an unknown flag never shows a banner', () => {
    expect(flagAwaitsAck('bogus', 1_700_000_000, false)).toBe(false);
  });
});
