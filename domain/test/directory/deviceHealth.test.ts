import { describe, expect, it } from 'vitest';
import { deviceDisplayName, isDelayed, isLowBattery, isStale, type DeviceTiming } from '../../src/directory/deviceHealth';
import { deviceState, worseState } from '../../src/directory/deviceState';

const NOW = 1_750_000_000;
const dev = (o: Partial<DeviceTiming> = {}): DeviceTiming => ({
  name: 'Tank 1',
  path: '/Field',
  lastTimeMessageReceived: NOW,
  tags: [],
  ...o,
});

describe('isStale (spec 1 §4: path and name, last message older than 64800 s)', () => {
  it('turns stale only after 64800 seconds', () => {
    expect(isStale(dev({ lastTimeMessageReceived: NOW }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: NOW - 64_800 }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: NOW - 64_801 }), NOW)).toBe(true);
    expect(isStale(dev({ lastTimeMessageReceived: NOW - 30 * 86400 }), NOW)).toBe(true);
  });

  it('needs both a path and a name', () => {
    const old = NOW - 100_000;
    expect(isStale(dev({ lastTimeMessageReceived: old }), NOW)).toBe(true);
    expect(isStale(dev({ lastTimeMessageReceived: old, path: null }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: old, path: '' }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: old, name: null }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: old, name: '' }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [], name: null, path: null }), NOW)).toBe(false);
  });

  it("without a last message, uses the newest tag time (stale only when every tag's time is old)", () => {
    const fresh = NOW - 60;
    const old = NOW - 70_000;
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [{ time: old }, { time: fresh }] }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [{ time: fresh }, { time: old }] }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [{ time: old }, { time: NOW - 80_000 }] }), NOW)).toBe(true);
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [{ time: null }, { time: fresh }] }), NOW)).toBe(false);
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [{ time: null }] }), NOW)).toBe(true);
  });

  it('ignores the tags when the device has a last message', () => {
    expect(isStale(dev({ lastTimeMessageReceived: NOW - 70_000, tags: [{ time: NOW }] }), NOW)).toBe(true);
    expect(isStale(dev({ lastTimeMessageReceived: NOW, tags: [{ time: NOW - 70_000 }] }), NOW)).toBe(false);
  });

  it('a named device in a folder that never reported is stale', () => {
    expect(isStale(dev({ lastTimeMessageReceived: null, tags: [] }), NOW)).toBe(true);
  });
});

describe('isDelayed (spec 1 §4, §9: no report in 6 hours)', () => {
  it('turns delayed only after 6 hours', () => {
    expect(isDelayed(dev({ lastTimeMessageReceived: NOW - 6 * 3600 }), NOW)).toBe(false);
    expect(isDelayed(dev({ lastTimeMessageReceived: NOW - 6 * 3600 - 1 }), NOW)).toBe(true);
    expect(isDelayed(dev({ lastTimeMessageReceived: NOW - 60 }), NOW)).toBe(false);
  });

  it('does not need a path or a name, and falls back to the newest tag time', () => {
    expect(isDelayed(dev({ name: null, path: null, lastTimeMessageReceived: NOW - 7 * 3600 }), NOW)).toBe(true);
    expect(isDelayed(dev({ lastTimeMessageReceived: null, tags: [{ time: NOW - 8 * 3600 }, { time: NOW - 3600 }] }), NOW)).toBe(false);
    expect(isDelayed(dev({ lastTimeMessageReceived: null, tags: [{ time: NOW - 8 * 3600 }] }), NOW)).toBe(true);
    expect(isDelayed(dev({ lastTimeMessageReceived: null, tags: [] }), NOW)).toBe(true);
  });

  it('a device can be delayed without being stale', () => {
    const d = dev({ lastTimeMessageReceived: NOW - 10 * 3600 });
    expect(isDelayed(d, NOW)).toBe(true);
    expect(isStale(d, NOW)).toBe(false);
  });
});

describe('isLowBattery (spec 1 §2, §9: 3.60 V solar, 4.70 V battery pack)', () => {
  it('solar-panel batteries are low below 3.60 V', () => {
    expect(isLowBattery(3.59, true)).toBe(true);
    expect(isLowBattery(3.6, true)).toBe(false);
    expect(isLowBattery(4.0, true)).toBe(false);
  });

  it('battery packs are low below 4.70 V', () => {
    expect(isLowBattery(4.69, false)).toBe(true);
    expect(isLowBattery(4.0, false)).toBe(true);
    expect(isLowBattery(4.7, false)).toBe(false);
    expect(isLowBattery(5.2, false)).toBe(false);
  });

  it('an unknown voltage is not a warning', () => {
    expect(isLowBattery(null, true)).toBe(false);
    expect(isLowBattery(null, false)).toBe(false);
  });
});

describe('deviceDisplayName (spec 1 §2 "Device card")', () => {
  it("shows the name, or '[id] New Device' when unnamed", () => {
    expect(deviceDisplayName({ id: 1234, name: 'Tank 7' })).toBe('Tank 7');
    expect(deviceDisplayName({ id: 1234, name: null })).toBe('[1234] New Device');
    expect(deviceDisplayName({ id: 1234, name: '' })).toBe('[1234] New Device');
    expect(deviceDisplayName({ id: 99, name: '   ' })).toBe('[99] New Device');
  });
});

describe('deviceState (a map marker: the cards alarm and delayed rules)', () => {
  const tag = (flag: string, time: number | null = NOW) => ({ time, alarms: { flag } });
  it('is alarm when any tag is in an alarm state, whatever the time', () => {
    expect(deviceState({ ...dev(), tags: [tag('norm'), tag('high_warning')] }, NOW)).toBe('alarm');
    expect(deviceState({ ...dev({ lastTimeMessageReceived: NOW - 86_400 }), tags: [tag('low')] }, NOW)).toBe('alarm');
  });
  it('is delayed after 6 hours without a report, else normal', () => {
    expect(deviceState({ ...dev({ lastTimeMessageReceived: NOW - 6 * 3600 - 1 }), tags: [tag('norm')] }, NOW)).toBe('delayed');
    expect(deviceState({ ...dev(), tags: [tag('norm'), tag('test')] }, NOW)).toBe('normal');
  });
  it('orders states worst first', () => {
    expect(worseState('normal', 'alarm')).toBe('alarm');
    expect(worseState('delayed', 'normal')).toBe('delayed');
    expect(worseState('delayed', 'alarm')).toBe('alarm');
  });
});
