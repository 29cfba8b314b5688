import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { DeviceSettingsTable } from '../db/schema';
import { applicationImageFor, firmwareCrc } from './demoFirmware';
import { HOUR_MS, type DemoPlan, type PlannedDevice } from './demoPlan';
import type { People } from './seedPeople';

/** Graph links that make the tag page show more than one chart. */
const GRAPH_LINKS: { device: number; tag: string; column: 'secondary_graph' | 'third_graph'; to: { deviceID: number; tag: string } }[] = [
  { device: 20101, tag: 'spsr', column: 'secondary_graph', to: { deviceID: 20101, tag: '_v' } },
  { device: 20101, tag: 'spsr', column: 'third_graph', to: { deviceID: 20102, tag: 'spsr' } },
  { device: 20111, tag: 'spsr', column: 'secondary_graph', to: { deviceID: 20111, tag: '_v' } },
  { device: 24501, tag: 'psr', column: 'secondary_graph', to: { deviceID: 24501, tag: '_v' } },
  { device: 88101, tag: 'spsr', column: 'secondary_graph', to: { deviceID: 88101, tag: '_v' } },
  { device: 20105, tag: 'psr', column: 'secondary_graph', to: { deviceID: 20105, tag: 'temp' } },
];

/** Settings the server asked for that the device has not confirmed yet ("has not reached the device"). */
const PENDING: Record<number, { key: string; desired: string }> = {
  20102: { key: 'interval_transmit', desired: '1800' },
  20305: { key: 'interval_reading', desired: '300' },
  24505: { key: 'control_1', desired: firmwareCrc('application_v199') },
  31002: { key: 'relocate_image_signature', desired: firmwareCrc('relocate_v4') },
};

/** Devices whose control_2 the manager may set (see the user_device_grants in seedAdmin). */
export const CONTROL_2_DEVICES = [20106, 20307] as const;

function applicationType(kind: string | null): string {
  if (kind === 'spsr' || kind === 'dspsr') return '1';
  if (kind === 'psr') return '6';
  if (kind === 'rot') return '9';
  return '12';
}

function settingsFor(d: PlannedDevice, now: Date): Insertable<DeviceSettingsTable>[] {
  if (!d.installAt || !d.lastAt) return [];
  const firmware = d.row.firmware_version ?? 199;
  const values: [string, string][] = [
    ['interval_reading', d.fleet.yearTank ? '60' : '900'],
    ['interval_transmit', '3600'],
    ['control_1', firmwareCrc(applicationImageFor(firmware))],
    ['relocate_image_signature', firmwareCrc(firmware >= 200 ? 'relocate_v4' : 'relocate_v3')],
    ['sensor_application_type', applicationType(d.kind)],
  ];
  if ((CONTROL_2_DEVICES as readonly number[]).includes(d.fleet.id)) values.push(['control_2', '1']);
  const setAt = new Date(d.installAt.getTime() + HOUR_MS);
  const pending = PENDING[d.fleet.id];
  return values.map(([key, value]) => {
    if (pending?.key === key) {
      return {
        device_id: d.fleet.id,
        key,
        desired_value: pending.desired,
        desired_time: new Date(now.getTime() - 5 * HOUR_MS),
        reported_value: value,
        reported_time: null,
      };
    }
    return {
      device_id: d.fleet.id,
      key,
      desired_value: value,
      desired_time: setAt,
      reported_value: value,
      reported_time: new Date(setAt.getTime() + 17 * 60_000),
    };
  });
}

/** Devices (owned, unclaimed and bench), their tags, lifecycle history and remote settings. */
export async function seedDevices(db: Db, plan: DemoPlan, people: People): Promise<void> {
  await db
    .insertInto('devices')
    .values(
      plan.devices.map((d) => ({
        ...d.row,
        company_id: d.fleet.company ? people.companies[d.fleet.company] : null,
        replacement_id: d.fleet.replacedBy ?? null,
      })),
    )
    .execute();

  const statusRows = plan.devices.flatMap((d) =>
    d.statusLog.map((s) => ({
      device_id: d.fleet.id,
      status: s.status,
      time: s.at,
      user_id: s.byUser ? people.users[s.byUser] : null,
    })),
  );
  await db.insertInto('device_status_log').values(statusRows).execute();

  const tagRows = plan.devices.flatMap((d) =>
    d.tags.map((t) => {
      const links = GRAPH_LINKS.filter((l) => l.device === d.fleet.id && l.tag === t.row.tag);
      const row = { ...t.row };
      for (const l of links) row[l.column] = JSON.stringify(l.to);
      return row;
    }),
  );
  await db.insertInto('tags').values(tagRows).execute();

  const settingRows = plan.devices.flatMap((d) => settingsFor(d, plan.now));
  await db.insertInto('device_settings').values(settingRows).execute();
}
