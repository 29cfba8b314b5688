import type { DeviceKind } from '@fieldwatch/domain';
import { demoDeviceSecret } from '../demo/demoDeviceSecret';
import { buildDemoPlan, type PlannedDevice } from '../demo/demoPlan';
import type { Climate } from '../demo/demoSignals';
import type { SeriesOf } from './signalValue';

/** One channel the simulated device measures, on the curve its demo history follows. */
interface SimTag extends SeriesOf {
  tag: string;
  /** Level and pressure sensors send their own temperature with each reading. */
  withTemp: boolean;
}

/** Everything the simulator needs to play one demo device; nothing here is read from the database. */
export interface SimDevice {
  id: number;
  secret: string;
  kind: DeviceKind;
  /** The measured channels sent in `data` messages (primary tag first). */
  tags: SimTag[];
  /** The health channels: battery volts, signal quality (csq), enclosure temperature. */
  volts: SeriesOf;
  csq: SeriesOf;
  enclosure: SeriesOf;
  climate: Climate;
  solar: boolean;
  /** Share of charge from the panel, in tenths of a percent (what devices report as `solar`). */
  solarTenths: number;
  carrier: string | null;
  latitude: number | null;
  longitude: number | null;
}

const HEALTH = new Set(['_v', '_csq', '_t']);

/**
 * Whether a demo device should be reporting now: it has been claimed by a company and turned on, and the demo
 * does not depend on its silence. Tardy and ghost devices (silentHours) must stay silent or the "no data"
 * screens and alarms would clear; inactive and replaced devices stopped reporting; unclaimed ones have never
 * been installed.
 */
function reports(d: PlannedDevice): boolean {
  const f = d.fleet;
  return (
    f.company !== null &&
    d.kind !== null &&
    d.row.has_turned_on === true &&
    d.lastAt !== null &&
    !f.silentHours &&
    !f.inactive &&
    !f.stoppedDaysAgo &&
    !f.replacedBy &&
    d.tags.length > 0
  );
}

function seriesOf(d: PlannedDevice, tag: string, anchor: number): SeriesOf {
  const t = d.tags.find((x) => x.row.tag === tag);
  if (!t) throw new Error(`demo device ${d.fleet.id} has no ${tag} channel`);
  return { signal: t.signal, seed: t.seed, anchor };
}

/**
 * The demo fleet's reporting devices, from the same plan the history was seeded from. `now` anchors the only
 * two series that depend on it: the battery (its planned voltage is the voltage at `now`) and the turbine's
 * production counter (which counts from the installation, planned relative to `now`); every other series is a
 * function of absolute time, so it continues the history whenever the simulator starts.
 */
export function demoSimDevices(now: Date = new Date()): SimDevice[] {
  const anchor = Math.floor(now.getTime() / 1000);
  return buildDemoPlan(now)
    .devices.filter(reports)
    .map((d) => ({
      id: d.fleet.id,
      secret: demoDeviceSecret(d.fleet.id),
      kind: d.kind as DeviceKind,
      tags: d.tags
        .filter((t) => !HEALTH.has(t.row.tag as string))
        .map((t) => ({
          tag: t.row.tag as string,
          signal: t.signal,
          seed: t.seed,
          anchor,
          withTemp: t.withTemp,
        })),
      volts: seriesOf(d, '_v', anchor),
      csq: seriesOf(d, '_csq', anchor),
      enclosure: seriesOf(d, '_t', anchor),
      climate: d.climate,
      solar: d.row.solar_powered === true,
      solarTenths: d.row.percent_solar ?? 0,
      carrier: d.row.carrier ?? null,
      latitude: d.row.latitude ?? null,
      longitude: d.row.longitude ?? null,
    }));
}
