import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { NoticesTable, UserActivityTable } from '../db/schemaOps';
import { FIRMWARE_IMAGES, firmwareCrc } from './demoFirmware';
import { DAY_MS, MODEL_TYPES, type DemoPlan } from './demoPlan';
import { demoRandom } from './demoRandom';
import { CONTROL_2_DEVICES } from './seedDevices';
import { activeUsers, type People } from './seedPeople';

const SKUS: [string, string][] = [
  ['test1', 'Test and bench units'],
  ['TL-100', 'Tank level transmitter'],
  ['PR-200', 'Pressure transmitter'],
  ['BP-300', 'Beam pump / rotation monitor'],
];

/** Which FOTA application image goes with each relocate image. */
const SIGNATURES: [string, string][] = [
  ['relocate_v3', 'application_v187'],
  ['relocate_v4', 'generic_app_25097'],
];

const ACTIVITY_DAYS = 14;

function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** Minutes of use per user, day and client over the last two weeks, heavier for the people who use it most. */
function activityRows(people: People, now: Date): Insertable<UserActivityTable>[] {
  const rows: Insertable<UserActivityTable>[] = [];
  for (const { key, hoursAgo } of activeUsers()) {
    const rng = demoRandom(people.users[key] * 31 + 7);
    const apiUser = key === 'mary' || key === 'sam';
    for (let day = 0; day < ACTIVITY_DAYS; day++) {
      const date = new Date(now.getTime() - day * DAY_MS);
      // nobody uses it after their last sign-in
      if (day * 24 < hoursAgo - 24) continue;
      for (const client of ['desktop', 'mobile', 'api'] as const) {
        if (client === 'api' && !apiUser) continue;
        if (!rng.chance(client === 'desktop' ? 0.7 : 0.5)) continue;
        const minutes = client === 'api' ? rng.int(30, 300) : rng.int(2, 95);
        const latest = now.getTime() - hoursAgo * 3_600_000;
        const evening = Date.parse(`${utcDay(date)}T18:00:00Z`) + rng.int(0, 14_400) * 1000;
        const lastSeen = new Date(Math.min(latest, evening));
        rows.push({ user_id: people.users[key], day: utcDay(date), client, minutes, last_seen: lastSeen });
      }
    }
  }
  return rows;
}

/**
 * The provider's admin data (manufacturers, SKUs, firmware, purchase orders), per-user device grants, notices
 * and the activity report.
 */
export async function seedAdmin(db: Db, plan: DemoPlan, people: People): Promise<void> {
  const ago = (days: number) => new Date(plan.now.getTime() - days * DAY_MS);
  const u = people.users;
  await db
    .insertInto('manufacturers')
    .values([
      { code: 'sf', label: 'FieldWatch' },
      { code: 'via', label: 'VIA' },
    ])
    .execute();
  await db
    .insertInto('skus')
    .values(SKUS.map(([sku, description]) => ({ sku, description })))
    .execute();
  await db
    .insertInto('firmware_images')
    .values(FIRMWARE_IMAGES.map((f) => ({ name: f.name, crc_id: firmwareCrc(f.name), image_type: f.type, created_at: ago(f.daysAgo) })))
    .execute();
  await db
    .insertInto('default_images')
    .values([
      { key: 'application_image', value: firmwareCrc('application_v199') },
      { key: 'relocate_image', value: firmwareCrc('relocate_v4') },
    ])
    .execute();
  await db
    .insertInto('signature_mappings')
    .values(SIGNATURES.map(([relocate, app]) => ({ relocate_image_crc_id: firmwareCrc(relocate), fota_image_crc_id: firmwareCrc(app) })))
    .execute();

  for (const po of plan.pos) {
    const row = await db
      .insertInto('purchase_orders')
      .values({ po: po.po, sku: po.sku, manufacturer_code: po.manufacturer, created_by: u[po.createdBy], created_at: ago(po.daysAgo) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const counts = new Map<string, number>();
    for (const d of plan.devices) if (d.fleet.po === po.po) counts.set(d.row.model!, (counts.get(d.row.model!) ?? 0) + 1);
    const items = [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([model, quantity]) => ({
        purchase_order_id: row.id,
        model,
        device_type: MODEL_TYPES[model as keyof typeof MODEL_TYPES],
        quantity,
      }));
    if (items.length) await db.insertInto('purchase_order_items').values(items).execute();
  }

  await db
    .insertInto('user_device_grants')
    .values([
      { user_id: u.frank, grant_name: 'message_log', device_id: 20101 },
      { user_id: u.frank, grant_name: 'message_log', device_id: 20107 },
      { user_id: u.pat, grant_name: 'clear_fota', device_id: null },
      ...CONTROL_2_DEVICES.map((id) => ({ user_id: u.mary, grant_name: 'control_2' as const, device_id: id })),
    ])
    .execute();

  const notices: Insertable<NoticesTable>[] = [
    {
      company_id: null,
      notice_type: 'update',
      title: 'New graph tools',
      notice_content: 'Graphs now show a full year of readings, and you can annotate any point.',
      created_at: ago(6),
    },
    {
      company_id: null,
      notice_type: 'info',
      title: 'Scheduled maintenance',
      notice_content: 'FieldWatch will be briefly unavailable Sunday 02:00-02:30 CT for maintenance. Devices keep recording.',
      created_at: ago(2),
    },
    {
      company_id: people.companies.acme,
      notice_type: 'critical',
      title: 'Cellular outage near Andrews',
      notice_content:
        'A carrier outage is delaying reports from some Permian North devices. Readings are stored and will arrive when service returns.',
      created_at: ago(1),
    },
    {
      company_id: people.companies.acme,
      notice_type: 'success',
      title: 'Eagle Ford battery online',
      notice_content: 'All six Eagle Ford Battery 3 devices are installed and reporting.',
      created_at: ago(60),
    },
    {
      company_id: people.companies.beta,
      notice_type: 'warning',
      title: 'Account on hold',
      notice_content: 'Your account is inactive. Contact billing to restore alarms and reports.',
      created_at: ago(10),
    },
  ];
  await db.insertInto('notices').values(notices).execute();

  const activity = activityRows(people, plan.now);
  if (activity.length) await db.insertInto('user_activity').values(activity).execute();
}
