import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { EventsTable } from '../db/schema';
import { DAY_MS, HISTORY_DAYS, HOUR_MS, type DemoPlan, type PlannedDevice } from './demoPlan';
import { demoRandom } from './demoRandom';

/** Routine flags (spec 3 event table) weighted by how often a healthy device sends them. */
const ROUTINE: readonly number[] = [21, 21, 21, 21, 23, 23, 10, 11, 22, 19, 8];
const CARRIER_FLAG: Record<string, number> = { 'T-Mobile': 25, Verizon: 26, 'AT&T': 27 };

/** Messages the modem firmware reports when its buffer overflows or a command times out. */
const OVERFLOWS: Record<number, string> = {
  20107: 'tx buffer overflow: 3 readings dropped',
  31002: 'AT+COPS timeout after 180 s, restarting modem',
  24505: 'tx buffer overflow: 12 readings dropped',
  20113: 'sensor bus busy, reading skipped',
};

function eventsFor(d: PlannedDevice, now: Date): Insertable<EventsTable>[] {
  if (!d.lastAt || !d.installAt) return [];
  const rng = demoRandom(d.fleet.id * 104_729 + 3);
  const from = Math.max(now.getTime() - HISTORY_DAYS * DAY_MS, d.installAt.getTime());
  const to = d.lastAt.getTime();
  const within = (t: number) => t >= from && t <= to;
  const out: { t: number; flag: number }[] = [];
  const add = (t: number, flag: number) => {
    if (within(t)) out.push({ t: Math.floor(t / 1000) * 1000, flag });
  };

  if (d.installAt.getTime() >= from) add(d.installAt.getTime(), 1);
  // a reboot is logged as "Start Up - Reboot", one of them as the start-up after a firmware update
  d.rebootTimes.forEach((t, i) => add(t.getTime(), i === 0 && d.rebootTimes.length > 3 ? 68 : 70));
  if (d.gap) {
    add(d.gap.from.getTime() - 60_000, 2);
    add(d.gap.to.getTime() + 30_000, 1);
  }
  if (d.fleet.lowBattery) {
    for (const daysBack of [6, 3, 1]) {
      const t = to - daysBack * DAY_MS - rng.int(0, 6) * HOUR_MS;
      add(t, 4);
      add(t + rng.int(4, 9) * HOUR_MS, 5);
    }
  }
  if (d.fleet.problem) add(to - 30 * DAY_MS - 2 * HOUR_MS, 3);
  if (d.fleet.inactive) add(to, 2);
  const carrierFlag = d.row.carrier ? (CARRIER_FLAG[d.row.carrier] ?? 24) : 24;
  add(from + rng.int(60, 600) * 1000, carrierFlag);

  const target = rng.int(5, 30);
  while (out.length < target) {
    const t = from + rng.next() * (to - from);
    add(t, rng.chance(0.15) ? carrierFlag : rng.pick(ROUTINE));
  }
  const seen = new Set<string>();
  return out
    .sort((a, b) => a.t - b.t || a.flag - b.flag)
    .filter((e) => {
      const key = `${e.t}:${e.flag}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((e) => ({ device_id: d.fleet.id, time: new Date(e.t), flag: e.flag, received_at: new Date(e.t + rng.int(2, 40) * 1000) }));
}

/**
 * Device events over the history window, then a message log built from what the devices "sent": the last data
 * and health readings, the last events, a GPS fix, and a few overflow notices. Needs readings and latest values.
 */
export async function seedEvents(db: Db, plan: DemoPlan): Promise<void> {
  const events = plan.devices.flatMap((d) => eventsFor(d, plan.now));
  await db.insertInto('events').values(events).execute();

  const overflowIds = Object.keys(OVERFLOWS).map(Number);
  const overflowText = overflowIds.map((id) => OVERFLOWS[id]!);
  await sql`
    INSERT INTO message_log (device_id, time, received_at, message_type, data)
    SELECT device_id, time, received_at, message_type, data FROM (
      SELECT r.device_id, r.time, r.time + interval '3 seconds' AS received_at, 'data' AS message_type,
             jsonb_strip_nulls(jsonb_build_object('values', jsonb_object_agg(r.tag, r.value), 'temperature', max(r.temp))) AS data
      FROM tags t JOIN readings r ON r.device_id = t.device_id AND r.tag = t.tag AND r.time > t.time - interval '40 minutes'
      WHERE t.tag NOT LIKE '\\_%' AND t.time IS NOT NULL
      GROUP BY r.device_id, r.time
      UNION ALL
      SELECT r.device_id, r.time, r.time + interval '4 seconds', 'health',
             jsonb_build_object('voltage', max(r.value) FILTER (WHERE r.tag = '_v'),
                                'temperature', max(r.value) FILTER (WHERE r.tag = '_t'),
                                'csq', max(r.value) FILTER (WHERE r.tag = '_csq'))
      FROM tags t JOIN readings r ON r.device_id = t.device_id AND r.tag = t.tag AND r.time > t.time - interval '3 hours'
      WHERE t.tag IN ('_v', '_t', '_csq') AND t.time IS NOT NULL
      GROUP BY r.device_id, r.time
      UNION ALL
      SELECT e.device_id, e.time, e.received_at, 'event', jsonb_build_object('eventFlag', e.flag)
      FROM (SELECT *, row_number() OVER (PARTITION BY device_id ORDER BY time DESC, flag) AS n FROM events) e
      WHERE e.n <= 3
      UNION ALL
      SELECT d.id, coalesce(d.reboot_gps_time, d.first_message_at), coalesce(d.reboot_gps_time, d.first_message_at) + interval '5 seconds', 'gps',
             jsonb_build_object('latitude', d.latitude, 'longitude', d.longitude)
      FROM devices d WHERE d.has_turned_on AND d.latitude IS NOT NULL
      UNION ALL
      SELECT d.id, d.last_time_message_received - interval '2 hours', d.last_time_message_received - interval '2 hours' + interval '6 seconds',
             'overflow', jsonb_build_object('message', o.message)
      FROM unnest(${overflowIds}::bigint[], ${overflowText}::text[]) AS o(id, message) JOIN devices d ON d.id = o.id
    ) m
    ORDER BY device_id, time, message_type`.execute(db);
}
