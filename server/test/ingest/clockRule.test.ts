import { describe, expect, it } from 'vitest';
import { applyClockRule, CLOCK_TOLERANCE_MS } from '../../src/ingest/clockRule';
import type { DeviceMessage } from '../../src/ingest/deviceMessage';

const NOW = new Date(Date.UTC(2026, 10, 26, 12));
const at = (ms: number) => new Date(NOW.getTime() + ms);
const data = (...offsets: number[]): DeviceMessage => ({
  type: 'data',
  time: at(offsets[0]!),
  readings: offsets.map((o, i) => ({ tag: 'psr', time: at(o), value: i, temp: null })),
});
const times = (m: DeviceMessage) =>
  m.type === 'data' ? m.readings.map((r) => r.time.getTime() - NOW.getTime()) : [m.time.getTime() - NOW.getTime()];

describe('the device clock rule', () => {
  it('stores times up to the tolerance ahead as sent', () => {
    const m = data(-60_000, CLOCK_TOLERANCE_MS);
    expect(applyClockRule(m, NOW)).toEqual({ message: m, offsetMs: null, shift: null });
  });

  it('moves a message beyond the tolerance so that its newest time is the time received, keeping the spacing', () => {
    const r = applyClockRule(data(86_000_000, 86_900_000), NOW);
    expect(times(r.message)).toEqual([-900_000, 0]);
    expect(r.offsetMs).toBe(86_900_000);
  });

  it('moves a clock that was never set (1970) the same way, and refuses what spans more than the years since 2000', () => {
    const epoch = -NOW.getTime();
    expect(times(applyClockRule(data(epoch + 1000, epoch + 61_000), NOW).message)).toEqual([-60_000, 0]);
    expect(() => applyClockRule(data(epoch, 0), NOW)).toThrow(/BAD_TIME|spans more time/);
  });

  it("uses the device's last shift again, so a burst keeps its spacing and order, and never lands twice on one time", () => {
    const first = applyClockRule(data(86_000_000), NOW);
    const second = applyClockRule(data(86_015_000), NOW, first.shift);
    expect(times(second.message)).toEqual([15_000]);
    // past the tolerance with the old shift: a new one, placed after the previous message
    const far = applyClockRule(data(86_500_000), NOW, second.shift);
    expect(times(far.message)).toEqual([15_001]);
    // a shift from long ago that would place the message over an hour back is not used
    const stale = applyClockRule(data(86_000_000), NOW, { shiftMs: -86_000_000 - 7_200_000, placedMs: 0 });
    expect(times(stale.message)).toEqual([0]);
  });
});
