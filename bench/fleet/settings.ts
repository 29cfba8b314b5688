import type { Fixture, FleetOptions } from '../directory/fixture';
import { log } from '../helpers/log';

/*
 * The fleet's size and history, shared by bench:directory, bench:api and seedTiming.ts: the fleet size as the first
 * numeric argument or BENCH_DEVICES (10,000); history only for a fleet of 100,000 or more unless asked for, so the
 * smaller runs stay comparable with those recorded before.
 */
const envCount = (name: string, fallback: number): number => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return n;
};

const argDevices = process.argv.slice(2).find((a) => /^\d+$/.test(a));
export const FLEET = argDevices ? Number(argDevices) : envCount('BENCH_DEVICES', 10_000);
/** Seeding the fleet (devices, channels, history) should take under 2 minutes. */
const SEED_TARGET_MS = 120_000;

/**
 * The history the benches seed: daily rollups for BENCH_HISTORY_DEVICES (10,000 at a fleet of 100,000 or more, else
 * none), hourly rollups for BENCH_HOURLY_DEVICES (default: what fits the 2 minutes on the 2-core bench machine, see
 * docs/performance.md) and raw readings, compacted as the product keeps them, for BENCH_RAW_DEVICES (all of the
 * history's devices unless fewer are asked for). 90 days at 15 minutes.
 */
function historyFor(fleet: number): FleetOptions['history'] {
  const rollupDevices = envCount('BENCH_HISTORY_DEVICES', fleet >= 100_000 ? 10_000 : 0);
  if (!rollupDevices) return undefined;
  return {
    rollupDevices,
    hourlyDevices: envCount('BENCH_HOURLY_DEVICES', Math.min(rollupDevices, 1_000)),
    rawDevices: envCount('BENCH_RAW_DEVICES', rollupDevices),
  };
}

/**
 * What the benches seed: the fleet with its history, 1 % of it tardy (silent for 2 days, not yet reported) and 4 %
 * long silent (reported a month ago), so the landing's tardy count and the tardy scan have work.
 */
export function fleetOptions(fleet: number): FleetOptions {
  return { devices: fleet, history: historyFor(fleet), tardyEvery: 100, deadEvery: 25 };
}

export function printSeeding(fleet: number, fx: Fixture): void {
  const h = fx.history;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  log(
    `Seeded by COPY: ${fleet.toLocaleString()} devices and ${fx.tags.toLocaleString()} channels in ${s(fx.ms.fleet)}; history ` +
      `${h.readings.toLocaleString()} raw readings (${h.days.toLocaleString()} day rows, ${h.hot.toLocaleString()} hot rows), ` +
      `${h.hourly.toLocaleString()} hourly and ${h.daily.toLocaleString()} daily rollup rows in ${s(fx.ms.history)}`,
  );
  log(`  seeding ${s(fx.ms.total)}  target < ${s(SEED_TARGET_MS)}  ${fx.ms.total < SEED_TARGET_MS ? 'met' : 'NOT met'}`);
}
