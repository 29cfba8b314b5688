import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { CommentsTable, LogCommentsTable, TasksTable } from '../db/schema';
import type { CalibrationsTable } from '../db/schemaTags';
import { DAY_MS, HOUR_MS, type DemoPlan } from './demoPlan';
import type { People, UserKey } from './seedPeople';

/** Graph annotations: [device, days ago, text, author]. */
const GRAPH_COMMENTS: [number, number, string, UserKey][] = [
  [20101, 3, 'Hauled 160 bbl (ticket 44817)', 'frank'],
  [20101, 41, 'Hauled 150 bbl', 'frank'],
  [20101, 200, 'Sensor re-seated after winter storm', 'mary'],
  [20111, 9, 'Level jumped: checked, thief hatch left open', 'liz'],
  [20110, 40, 'Radio outage on Pad A, no data overnight', 'mary'],
  [20306, 50, 'Line shut in for pigging', 'carlos'],
  [20115, 15, 'Rod part, rig scheduled', 'frank'],
  [24501, 20, 'Choke changed to 24/64', 'grace'],
];

/** Device log comments: [device, days ago, text, author]. */
const LOG_COMMENTS: [number, number, string, UserKey][] = [
  [20107, 5, 'Replaced antenna, signal still weak', 'frank'],
  [20114, 28, 'Transducer replaced under warranty', 'sue'],
  [31003, 2, 'Battery pack reading low, replacement ordered', 'mary'],
  [31008, 62, 'Radar unit failing, replaced by 20305', 'sue'],
  [20119, 4, 'Solar panel covered in dust, cleaned', 'carlos'],
  [24508, 3, 'Not reporting: compressor building being rewired', 'ivan'],
];

/** Open and finished work items: [device, priority, complete, type, notes, days ago]. */
const TASKS: [number, number, boolean, string, string, number][] = [
  [20107, 1, false, 'maintenance', 'Check antenna and modem, device rebooting', 3],
  [31003, 1, false, 'battery', 'Replace battery pack', 2],
  [20119, 2, false, 'battery', 'Verify solar panel angle', 4],
  [20312, 2, false, 'maintenance', 'Device stopped reporting, site visit', 4],
  [31005, 3, false, 'install', 'Name and assign new radar to a tank', 11],
  [20305, 3, true, 'replacement', 'Swap old radar 31008 for 20305', 61],
  [20112, 3, true, 'calibration', 'Strap tank and calibrate', 30],
  [24503, 2, false, 'battery', 'Low battery on produced water tank', 6],
];

interface CalSpec {
  device: number;
  tag: string;
  daysAgo: number;
  fields: Partial<Insertable<CalibrationsTable>>;
}

/** Tank straps and meter factors; Big Tank 1 keeps two, the older one superseded. */
const CALIBRATIONS: CalSpec[] = [
  {
    device: 20101,
    tag: 'spsr',
    daysAgo: 300,
    fields: { offset: 0.1, fluid: 'oil', api: 38, tank_name: 'Big Tank 1', tank_height: 240, tank_shape: 'vertical', tank_volume: 400 },
  },
  {
    device: 20101,
    tag: 'spsr',
    daysAgo: 35,
    fields: { offset: 0.15, fluid: 'oil', api: 38, tank_name: 'Big Tank 1', tank_height: 240, tank_shape: 'vertical', tank_volume: 400 },
  },
  {
    device: 20102,
    tag: 'spsr',
    daysAgo: 60,
    fields: { offset: -0.08, fluid: 'oil', api: 41, tank_name: 'Big Tank 2', tank_height: 240, tank_volume: 400 },
  },
  {
    device: 20103,
    tag: 'spsr',
    daysAgo: 50,
    fields: { offset: 0, fluid: 'water', tds: 60, sg: 1.05, tank_name: 'Water Tank 1', tank_height: 192 },
  },
  {
    device: 20111,
    tag: 'spsr',
    daysAgo: 25,
    fields: { offset: 0.05, fluid: 'oil', api: 39, tank_name: 'Oil Tank B1', barrels_per_inch: 1.67 },
  },
  {
    device: 88101,
    tag: 'spsr',
    daysAgo: 70,
    fields: { offset: 0.2, fluid: 'oil', api: 45, tank_name: 'EF Oil 1', barrels_per_inch: 1.44 },
  },
  { device: 24503, tag: 'spsr', daysAgo: 40, fields: { offset: 0, fluid: 'water', tds: 120, sg: 1.09, tank_name: 'Produced Water 4' } },
  {
    device: 20109,
    tag: 'dist',
    daysAgo: 45,
    fields: { fluid: 'water', tank_height: 240, tank_shape: 'vertical', tank_volume: 500, tank_name: 'Radar Tank A' },
  },
  {
    device: 20305,
    tag: 'dist',
    daysAgo: 55,
    fields: { fluid: 'water', tank_height: 216, tank_shape: 'vertical', tank_name: 'South Water' },
  },
  {
    device: 20113,
    tag: 'sonr',
    daysAgo: 30,
    fields: { fluid: 'water', tank_height: 60, tank_shape: 'horizontal', unit: 'gallons', gallons_per_inch: 42 },
  },
  { device: 88103, tag: 'sonr', daysAgo: 20, fields: { fluid: 'water', tank_height: 60, tank_name: 'EF Water' } },
  { device: 20108, tag: 'puls', daysAgo: 65, fields: { k_factor: 1.02, fluid: 'oil' } },
  { device: 20302, tag: 'puls', daysAgo: 33, fields: { k_factor: 0.97, production_offset: 120, fluid: 'water' } },
  { device: 88105, tag: 'puls', daysAgo: 15, fields: { k_factor: 1.05, fluid: 'oil', orifice_diameter: 1.5, pipe_diameter: 3 } },
];

/** Manual gauge readings typed in against the graph: [device, tag, days ago of each]. */
const USER_DATA: [number, string, number[]][] = [
  [20101, 'spsr', [2, 9, 16, 30]],
  [20111, 'spsr', [4, 11]],
  [20304, 'spsr', [7]],
];

/**
 * Graph annotations, device log comments, tasks, calibrations and manual user data. Calibrations and user data
 * are keyed to the time of an actual reading, so they are looked up after the readings exist.
 */
export async function seedNotes(db: Db, plan: DemoPlan, people: People): Promise<void> {
  const u = people.users;
  const ago = (days: number) => new Date(plan.now.getTime() - days * DAY_MS);
  const comments: Insertable<CommentsTable>[] = GRAPH_COMMENTS.map(([device, days, comment, by]) => ({
    device_id: device,
    time: ago(days),
    comment,
    user_id: u[by],
    created_at: new Date(ago(days).getTime() + 2 * HOUR_MS),
  }));
  await db.insertInto('comments').values(comments).execute();
  const logComments: Insertable<LogCommentsTable>[] = LOG_COMMENTS.map(([device, days, comment, by]) => ({
    device_id: device,
    time: ago(days),
    comment,
    user_id: u[by],
  }));
  await db.insertInto('log_comments').values(logComments).execute();
  const tasks: Insertable<TasksTable>[] = TASKS.map(([device, priority, done, type, notes, days]) => ({
    device_id: device,
    priority,
    is_complete: done,
    type,
    notes,
    created_at: ago(days),
  }));
  await db.insertInto('tasks').values(tasks).execute();

  // the reading nearest each requested moment, so a calibration points at a real point on the graph
  const nearest = async (device: number, tag: string, at: Date) => {
    const row = await sql<{ time: Date; value: number }>`
      SELECT time, value FROM readings WHERE device_id = ${device} AND tag = ${tag} AND time <= ${at}
      ORDER BY time DESC LIMIT 1`.execute(db);
    return row.rows[0] ?? null;
  };
  const calibrations: Insertable<CalibrationsTable>[] = [];
  for (const c of CALIBRATIONS) {
    const r = await nearest(c.device, c.tag, ago(c.daysAgo));
    const at = r ? new Date(r.time) : ago(c.daysAgo);
    calibrations.push({
      device_id: c.device,
      tag: c.tag,
      time: Math.floor(at.getTime() / 1000),
      user_id: c.daysAgo > 100 ? u.sue : u.mary,
      created_at: at,
      ...c.fields,
    });
  }
  await db.insertInto('calibrations').values(calibrations).execute();

  const userData = [];
  for (const [device, tag, days] of USER_DATA) {
    for (const d of days) {
      const r = await nearest(device, tag, ago(d));
      // a pumper's gauge reads to the quarter inch, a little off the sensor
      if (r)
        userData.push({
          device_id: device,
          tag,
          time: new Date(r.time),
          value: Number((Math.round((r.value + 0.04) * 48) / 48).toFixed(3)),
          user_id: u.frank,
        });
    }
  }
  if (userData.length) await db.insertInto('user_data').values(userData).execute();
}
