import { defaultUnit, type DeviceKind } from '@fieldwatch/domain';
import type { DemoRandom } from '../demo/demoRandom';
import type { Signal } from '../demo/demoSignals';

/**
 * Where a device's primary reading goes when something goes wrong for a moment: past the threshold a customer
 * would typically alarm on for that kind of sensor (the demo's own alarm rules sit at these levels: tanks near
 * full, overspeed at 14 spm, low gas flow under 5 MCF/D, high vibration), so the alarm engine and the
 * notification outbox get exercised by live data. Values stay inside the catalogue range of the tag's default
 * unit: a real sensor saturates at its full scale. Null for kinds nobody alarms on (a valve's position).
 */
export function excursionValue(kind: DeviceKind, signal: Signal, rng: DemoRandom): number | null {
  const { ymin, ymax } = defaultUnit(kind);
  const clamp = (v: number) => Math.min(ymax * 0.99, Math.max(ymin, v));
  const dec = 10 ** signal.dec;
  const round = (v: number) => Math.round(clamp(v) * dec) / dec;
  switch (kind) {
    case 'spsr':
    case 'dspsr':
      // the hauler is late: the tank rises past its usual top towards the high-level alarm
      return round(signal.hi + rng.range(2, 3.5));
    // radar and sonar report the distance down to the fluid: a tank past its usual top is a short distance
    case 'dist':
      return round(Math.max(0, signal.top - (signal.hi + rng.range(30, 50))));
    case 'sonr':
      return round(Math.max(0, signal.top - (signal.hi + rng.range(4, 8))));
    case 'psr':
      // a blocked line (overpressure) or a leak (pressure loss)
      return round(rng.chance(0.5) ? signal.base * rng.range(1.3, 1.45) : signal.base * rng.range(0.3, 0.5));
    case 'rot':
      return round(rng.range(14.2, 14.8));
    case 'puls':
      return round(signal.base * rng.range(0.05, 0.15));
    case 'flw':
      return round(rng.range(1, 4));
    case 'vib':
      return round(rng.range(0.6, 0.9));
    case 'temp':
      return round(signal.base + rng.range(35, 50));
    case 'hum':
      return round(rng.range(98, 100));
    case 'vlv':
      return null;
  }
}
