import { DEVICE_KINDS, defaultUnit } from '@fieldwatch/domain';
import { describe, expect, it } from 'vitest';
import { demoRandom } from '../../src/demo/demoRandom';
import { parseMessage } from '../../src/ingest/parseMessage';
import { demoSimDevices, type SimDevice } from '../../src/simulator/demoSimDevices';
import { DeviceModel, type DeviceModelOptions, type OutMessage } from '../../src/simulator/deviceModel';
import { excursionValue } from '../../src/simulator/excursion';

const NOW = Date.now();
const STEP = 15_000;
const devices = demoSimDevices(new Date(NOW));
const byId = (id: number): SimDevice => devices.find((d) => d.id === id)!;

/** Reads and transmits `rounds` times, one reading per transmission, on a fixed clock. */
function run(device: SimDevice, seed: number, rounds: number, opts: DeviceModelOptions = {}): OutMessage[][] {
  const m = new DeviceModel(device, demoRandom(seed), opts);
  const out: OutMessage[][] = [];
  for (let i = 0; i < rounds; i++) {
    m.read(NOW + i * STEP);
    out.push(m.transmit(NOW + i * STEP + 50));
  }
  return out;
}

describe('DeviceModel', () => {
  it('makes the same choices for the same seed, and other ones for another seed', () => {
    const a = run(byId(20101), 7, 40, { excursionChance: 0.1, rebootChance: 0.05 });
    expect(run(byId(20101), 7, 40, { excursionChance: 0.1, rebootChance: 0.05 })).toEqual(a);
    expect(run(byId(20101), 8, 40, { excursionChance: 0.1, rebootChance: 0.05 })).not.toEqual(a);
  });

  it('sends only messages the ingest accepts', () => {
    for (const d of devices) {
      for (const batch of run(d, d.id, 12, { excursionChance: 0.2, rebootChance: 0.1 })) {
        for (const m of batch) expect(() => parseMessage(m.type, JSON.stringify(m.body), new Date(NOW + 12 * STEP))).not.toThrow();
      }
    }
  });

  it('sends one reading with its sensor temperature, health on the first and every fourth transmission', () => {
    const rounds = run(byId(20101), 1, 9);
    expect(rounds.map((r) => r.map((m) => m.type))).toEqual([
      ['health', 'data'],
      ['data'],
      ['data'],
      ['data'],
      ['health', 'data'],
      ['data'],
      ['data'],
      ['data'],
      ['health', 'data'],
    ]);
    const data = rounds[1]![0]!.body as { time: number; values: Record<string, number>; temp: number };
    expect(Object.keys(data.values)).toEqual(['spsr']);
    expect(data.time).toBe((NOW + STEP) / 1000);
    expect(data.temp).toBeGreaterThan(-40);
    const health = rounds[0]![0]!.body as Record<string, number | string>;
    expect(health).toMatchObject({
      voltage: expect.any(Number),
      temperature: expect.any(Number),
      csq: expect.any(Number),
      solar: expect.any(Number),
      batteryDelta: expect.any(Number),
    });
    expect(health.voltage).toBeGreaterThan(3.4);
    expect(health.voltage).toBeLessThan(6.5);
  });

  it('batches readings taken between transmissions, and reports what it had to drop', () => {
    const m = new DeviceModel(byId(20108), demoRandom(3)); // turbine: rate and production counter
    for (let i = 0; i < 4; i++) m.read(NOW + i * STEP);
    const [health, data] = m.transmit(NOW + 4 * STEP);
    expect(health!.type).toBe('health');
    const readings = (data!.body as { readings: { tag: string; time: number; value: number }[] }).readings;
    expect(readings).toHaveLength(8);
    expect(readings.filter((r) => r.tag === 'cumulative_pulses').map((r) => r.time)).toEqual(
      [0, 1, 2, 3].map((i) => (NOW + i * STEP) / 1000),
    );
    const counter = readings.filter((r) => r.tag === 'cumulative_pulses').map((r) => r.value);
    expect([...counter].sort((a, b) => a - b)).toEqual(counter);

    // out of touch for long: keeps what fits in one message (500 readings) and says how many it lost
    for (let i = 0; i < 600; i++) m.read(NOW + (5 + i) * STEP);
    const out = m.transmit(NOW + 700 * STEP);
    expect(out.find((x) => x.type === 'overflow')?.body.message).toBe('tx buffer overflow: 700 readings dropped');
    expect((out.find((x) => x.type === 'data')!.body as { readings: unknown[] }).readings).toHaveLength(500);
  });

  it('now and then crosses an alarm threshold for a few readings and returns to its curve', () => {
    const tank = byId(20101);
    const m = new DeviceModel(tank, demoRandom(11), { excursionChance: 0.05, rebootChance: 0 });
    const levels: number[] = [];
    for (let i = 0; i < 400; i++) {
      m.read(NOW + i * STEP);
      const data = m.transmit(NOW + i * STEP + 50).find((x) => x.type === 'data')!;
      levels.push((data.body as { values: { spsr: number } }).values.spsr);
    }
    const high = levels.map((v) => v > tank.tags[0]!.signal.hi + 1);
    const runs = high
      .join('')
      .split('false')
      .filter(Boolean)
      .map((r) => r.split('true').length - 1);
    expect(runs.length).toBeGreaterThan(3);
    for (const n of runs) expect(n).toBeLessThanOrEqual(8); // two to four readings each, possibly back to back
    for (const v of levels) expect(v).toBeLessThanOrEqual(20);
  });

  it('keeps every kind of excursion inside the sensor range, past the normal values', () => {
    const rng = demoRandom(5);
    for (const kind of DEVICE_KINDS) {
      const d = devices.find((x) => x.kind === kind);
      expect(d, kind).toBeDefined();
      const signal = d!.tags[0]!.signal;
      const { ymin, ymax } = defaultUnit(kind);
      for (let i = 0; i < 50; i++) {
        const v = excursionValue(kind, signal, rng);
        if (kind === 'vlv') expect(v).toBeNull();
        else {
          expect(v!, kind).toBeGreaterThanOrEqual(ymin);
          expect(v!, kind).toBeLessThanOrEqual(ymax);
        }
      }
    }
  });

  it('after a rare reboot sends Start Up - Reboot (70), Start Up (1), a GPS fix and health before its data', () => {
    const rounds = run(byId(20105), 2, 60, { rebootChance: 0.1 });
    const lost = rounds.findIndex((r, i) => i > 0 && r.length === 0);
    expect(lost).toBeGreaterThan(0);
    const after = rounds.slice(lost + 1).find((r) => r.length > 0)!;
    expect(after.map((m) => m.type)).toEqual(['event', 'event', 'gps', 'health', 'data']);
    expect(after.slice(0, 2).map((m) => m.body.flag)).toEqual([70, 1]);
    // a pressure sensor with a process temperature: two channels, only the pressure carries the sensor temperature
    const data = after[4]!.body as { readings: { tag: string; temp?: number }[] };
    expect(data.readings.map((r) => [r.tag, r.temp !== undefined])).toEqual([
      ['psr', true],
      ['temp', false],
    ]);
  });
});
