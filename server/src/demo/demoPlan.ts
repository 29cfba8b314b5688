import { TAG_TYPES, defaultUnit, type DeviceKind } from '@fieldwatch/domain';
import type { Insertable } from 'kysely';
import type { DevicesTable } from '../db/schema';
import type { TagsTable } from '../db/schemaTags';
import { demoDeviceSecret, hashDeviceSecret } from './demoDeviceSecret';
import { FLEET, FLEET_POS } from './demoFleet';
import type { FleetDevice, FleetPo, Model } from './demoFleetTypes';
import { demoRandom, type DemoRandom } from './demoRandom';
import { signalFor, type Climate, type Signal } from './demoSignals';
import { CARRIERS, REGIONS } from './demoSites';

/*
 * The whole fleet with every derived attribute, computed from `now` alone (no database, no randomness), so the
 * seeding steps can be run in any order and two runs for the same minute agree.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const HISTORY_DAYS = 90;
const PRIMARY_STEP = 900;
const HEALTH_STEP = 3600;
const YEAR_MINUTES = 525_600;

export const MODEL_TYPES: Record<Model, number> = { 'G1N-U': 100, G1N: 7, 'S1-U': 1, 'G1N-B1': 99 };

interface StatusEntry {
  status: number;
  at: Date;
  byUser: 'sam' | 'sue' | 'mary' | null;
}

interface PlannedTag {
  row: Insertable<TagsTable>;
  signal: Signal;
  /** Seconds between readings, number of readings, and the time of the newest one. */
  step: number;
  count: number;
  lastAt: Date;
  /** Level and pressure sensors also report their own temperature. */
  withTemp: boolean;
  seed: number;
}

export interface PlannedDevice {
  fleet: FleetDevice;
  kind: DeviceKind | null;
  row: Insertable<DevicesTable>;
  /** Null for devices that never reported. */
  lastAt: Date | null;
  installAt: Date | null;
  gap: { from: Date; to: Date } | null;
  climate: Climate;
  statusLog: StatusEntry[];
  rebootTimes: Date[];
  tags: PlannedTag[];
}

export interface DemoPlan {
  now: Date;
  pos: readonly FleetPo[];
  devices: PlannedDevice[];
}

/** The tags a device of this kind reports: its primary channel(s) then the three health channels. */
function tagCodesFor(f: FleetDevice): string[] {
  if (!f.kind) return [];
  const primary: string[] = [f.kind];
  if (f.kind === 'puls') primary.push('cumulative_pulses');
  if (f.kind === 'psr' && f.extraTemp) primary.push('temp');
  return [...primary, '_v', '_csq', '_t'];
}

/**
 * The demo vibration sensors read in g (about 0.1 with a daily swing of 0.01), so their spectra peak near 0.01: on
 * the default 0..800 Fourier axis (spec 2 §9) they would be a flat line. A tag's own maximum is what a real customer
 * would set for such a sensor.
 */
const DEMO_VIB_FOURIER_MAX = 0.02;

function subtypes(kind: DeviceKind | null, rng: DemoRandom): [number | null, number | null] {
  switch (kind) {
    case 'spsr':
    case 'dspsr':
      return [null, rng.pick([1, 2, 2, 0])];
    case 'psr':
      return [null, rng.pick([1, 1, 2])];
    case 'rot':
      return [rng.pick([1, 2, 0]), null];
    case 'temp':
      return [rng.pick([1, 2]), rng.pick([1, 2])];
    case 'vib':
      return [rng.pick([1, 2, 3]), null];
    case 'dist':
      return [rng.pick([1, 2]), null];
    default:
      return [null, null];
  }
}

/** The newest report time: devices report every 15 minutes at their own second offset. */
function lastReport(now: Date, silentHours: number, offsetSec: number): Date {
  const target = now.getTime() / 1000 - silentHours * 3600;
  return new Date((Math.floor((target - offsetSec) / PRIMARY_STEP) * PRIMARY_STEP + offsetSec) * 1000);
}

function planTag(
  f: FleetDevice,
  code: string,
  index: number,
  ctx: {
    rng: DemoRandom;
    climate: Climate;
    lastAt: Date;
    installAt: Date;
    now: Date;
    solar: boolean;
  },
): PlannedTag {
  const health = code.startsWith('_');
  const year = Boolean(f.yearTank) && code === f.kind;
  const step = year ? 60 : health ? HEALTH_STEP : PRIMARY_STEP;
  const windowStart = Math.max(ctx.now.getTime() - HISTORY_DAYS * DAY_MS, ctx.installAt.getTime());
  const count = year ? YEAR_MINUTES : Math.floor((ctx.lastAt.getTime() - windowStart) / 1000 / step) + 1;
  const isDefault = code === f.kind;
  const unitOption =
    isDefault && f.displayUnits ? (TAG_TYPES[code]?.units.find((u) => u.unit === f.displayUnits) ?? defaultUnit(code)) : defaultUnit(code);
  const known = code in TAG_TYPES;
  const tank = code === 'spsr' || code === 'dspsr';
  const additional =
    tank || code === 'dist' || code === 'sonr'
      ? [{ tag: 'temp', displayUnits: 'f', ymin: 0, ymax: 150 }]
      : code === 'puls'
        ? [{ tag: 'cumulative_pulses', displayUnits: null, ymin: null, ymax: null }]
        : [];
  const signal = signalFor(code, {
    rng: ctx.rng,
    climate: ctx.climate,
    fluid: f.fluid ?? null,
    solar: ctx.solar,
    lowBattery: Boolean(f.lowBattery),
    installEpoch: Math.floor(ctx.installAt.getTime() / 1000),
    tankHeight: f.tankHeight ?? null,
  });
  return {
    row: {
      device_id: f.id,
      tag: code,
      ymin: known ? unitOption.ymin : null,
      ymax: known ? unitOption.ymax : null,
      display_units: known ? unitOption.unit : null,
      barrels_per_inch: tank ? ctx.rng.pick([1.67, 1.67, 1.67, 1.44, 0.93, 3.34]) : 1.67,
      report_hour: 6,
      additional_tags: JSON.stringify(additional),
      active_additional: tank && ctx.rng.chance(0.3) ? 'temp' : null,
      filter_enabled: tank && ctx.rng.chance(0.25),
      filter_threshold: tank ? 0.5 : null,
      filter_minimum_value: tank ? 0.2 : null,
      maximum_fourier_amplitude: code === 'vib' ? DEMO_VIB_FOURIER_MAX : null,
    },
    signal,
    step,
    count,
    lastAt: ctx.lastAt,
    withTemp: !health && ['spsr', 'dspsr', 'psr', 'dist', 'sonr'].includes(code),
    seed: f.id * 16 + index,
  };
}

function planDevice(f: FleetDevice, po: FleetPo, now: Date): PlannedDevice {
  const rng = demoRandom(f.id * 7919 + 17);
  const region = REGIONS[f.region];
  const model: Model = f.model ?? 'G1N-U';
  const solar = model !== 'G1N-B1';
  const poAt = new Date(now.getTime() - po.daysAgo * DAY_MS);
  const claimed = f.company !== null;
  const offsetSec = rng.int(0, PRIMARY_STEP - 1);
  const silentHours = f.stoppedDaysAgo ? f.stoppedDaysAgo * 24 + rng.range(0, 6) : (f.silentHours ?? 0);
  const lastAt = claimed ? lastReport(now, silentHours, offsetSec) : null;
  const installDays = f.installedDaysAgo ?? Math.min(po.daysAgo - 20, rng.int(100, 380));
  const installAt = claimed ? new Date(now.getTime() - installDays * DAY_MS - rng.int(0, 36_000) * 1000) : null;
  const gap = f.gap
    ? {
        from: new Date(now.getTime() - f.gap.daysAgo * DAY_MS),
        to: new Date(now.getTime() - f.gap.daysAgo * DAY_MS + f.gap.hours * HOUR_MS),
      }
    : null;
  const carrier = rng.chance(0.07) ? null : rng.pick(CARRIERS);
  const [sub1, sub2] = subtypes(f.kind, rng);
  const firmware = po.manufacturer === 'via' ? rng.pick([18510, 20410, 25097]) : rng.pick([167, 178, 187, 192, 199, 199, 20410, 25097]);

  const rebootCount = !claimed ? 0 : f.rebootStorm ? rng.int(10, 16) : rng.int(0, 4);
  const rebootTimes: Date[] = [];
  if (lastAt && installAt) {
    // reboots fall between installation (or the start of the kept history) and the last report
    const span = Math.min(85 * DAY_MS, lastAt.getTime() - installAt.getTime());
    for (let i = 0; i < rebootCount; i++)
      rebootTimes.push(new Date(lastAt.getTime() - Math.floor((rng.range(0.05, 0.99) * span) / 1000) * 1000));
    rebootTimes.sort((a, b) => a.getTime() - b.getTime());
  }
  const lastReboot = rebootTimes.at(-1) ?? null;

  const statusLog: StatusEntry[] = [
    { status: 2, at: poAt, byUser: po.createdBy },
    { status: 3, at: new Date(poAt.getTime() + 3 * DAY_MS), byUser: null },
  ];
  if (installAt) {
    if (f.company !== 'provider') statusLog.push({ status: 7, at: new Date(poAt.getTime() + 9 * DAY_MS), byUser: po.createdBy });
    statusLog.push({ status: 11, at: installAt, byUser: null });
    if (f.problem) {
      statusLog.push({ status: 12, at: new Date(now.getTime() - 30 * DAY_MS), byUser: 'mary' });
      statusLog.push({ status: 17, at: new Date(now.getTime() - 27 * DAY_MS), byUser: 'sue' });
    }
    if (f.replacedBy && lastAt) {
      statusLog.push({ status: 14, at: new Date(lastAt.getTime() - 4 * DAY_MS), byUser: 'mary' });
      statusLog.push({ status: 15, at: lastAt, byUser: 'sue' });
    } else if (f.inactive && lastAt) {
      statusLog.push({ status: 16, at: new Date(lastAt.getTime() + HOUR_MS), byUser: 'sam' });
    }
  }

  const row: Insertable<DevicesTable> = {
    id: f.id,
    company_id: null, // filled in by seedDevices, which knows the company ids
    name: f.name,
    path: f.path,
    device_type: MODEL_TYPES[model],
    model,
    manufacturer_code: po.manufacturer,
    po: po.po,
    sku: po.sku,
    is_active: !f.inactive,
    in_service: !f.outOfService,
    pin: String(rng.int(1000, 9999)),
    secret_hash: hashDeviceSecret(demoDeviceSecret(f.id)),
    has_turned_on: claimed,
    first_message_at: installAt,
    solar_powered: solar,
    display_units: f.displayUnits ?? null,
    default_tag: f.kind,
    icon_fluid: f.fluid ?? null,
    latitude: claimed ? Number((region.lat + rng.range(-0.12, 0.12)).toFixed(5)) : null,
    longitude: claimed ? Number((region.lon + rng.range(-0.12, 0.12)).toFixed(5)) : null,
    sim_number: (carrier?.iccid ?? '8988307') + String(rng.int(100_000_000, 999_999_999)) + String(rng.int(100, 999)),
    board_rev: rng.pick(['3.2', '4.0', '4.1']),
    firmware_version: firmware,
    modem_type: rng.pick(['BG96', 'BG95-M3', 'SARA-R410M', 'SARA-R510S']),
    percent_solar: claimed ? (solar ? rng.int(550, 1000) : 0) : null,
    battery_delta: claimed ? (f.lowBattery ? -rng.int(20_000, 60_000) : rng.int(-15_000, 45_000)) : null,
    carrier: carrier?.carrier ?? null,
    tmobile_op: carrier?.flag === 'tmobile_op',
    verizon_op: carrier?.flag === 'verizon_op',
    att_op: carrier?.flag === 'att_op',
    unknown_op: carrier === null,
    sensor_subtype1: sub1,
    sensor_subtype2: sub2,
    reboot_time: lastReboot,
    reboot_gps_time: lastReboot ? new Date(lastReboot.getTime() + rng.int(30, 90) * 1000) : null,
    reboot_count: rebootCount,
    accounting_code: claimed && f.company !== 'provider' && rng.chance(0.85) ? region.account : null,
    // well API numbers start with the state code: 42 Texas, 37 Pennsylvania
    api_number:
      f.kind === 'rot' || (f.kind === 'psr' && f.company !== 'provider')
        ? f.company === 'beta'
          ? `37-015-${rng.int(20000, 29999)}`
          : `42-${rng.pick(['003', '135', '317', '329'])}-${rng.int(30000, 39999)}`
        : null,
    user_assigned_id: f.userAssignedId ?? null,
    description: f.description ?? null,
    address: f.address ? JSON.stringify(f.address) : null,
    slowdown_voltage4: claimed && solar ? 3.55 : null,
    hibernation_voltage: claimed ? (solar ? 3.4 : 4.5) : null,
    status: statusLog.at(-1)?.status ?? null,
    created_at: poAt,
  };

  const tags =
    lastAt && installAt
      ? tagCodesFor(f).map((code, i) => planTag(f, code, i, { rng, climate: region.climate, lastAt, installAt, now, solar }))
      : [];
  return { fleet: f, kind: f.kind, row, lastAt, installAt, gap, climate: region.climate, statusLog, rebootTimes, tags };
}

export function buildDemoPlan(now: Date): DemoPlan {
  const pos = new Map(FLEET_POS.map((p) => [p.po, p]));
  const devices = FLEET.map((f) => {
    const po = pos.get(f.po);
    if (!po) throw new Error(`demo device ${f.id} names unknown PO ${f.po}`);
    return planDevice(f, po, now);
  });
  return { now, pos: FLEET_POS, devices };
}
