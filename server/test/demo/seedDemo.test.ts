import { createHash } from 'node:crypto';
import { DEVICE_KINDS, LOW_BATTERY_VOLTS, isValidPhone } from '@fieldwatch/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/demoAccounts';
import { demoDeviceSecret, seedDemo } from '../../src/demo/seedDemo';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// both databases are seeded for the same minute, so their contents must match row for row
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

let a: TestDatabase;
let seconds = 0;
let first: { seeded: boolean };

beforeAll(async () => {
  a = await createTestDatabase();
  const started = Date.now();
  first = await seedDemo(a.db, a.pool, NOW);
  seconds = (Date.now() - started) / 1000;
  console.log(`seedDemo took ${seconds.toFixed(1)} s`);
});
afterAll(() => a?.drop());

async function one<T>(query: string, params: unknown[] = []): Promise<T> {
  const r = await a.pool.query(query, params);
  return r.rows[0] as T;
}

async function ids(query: string, params: unknown[] = []): Promise<number[]> {
  return (await a.pool.query<{ id: number }>(query, params)).rows.map((r) => Number(r.id));
}

/** Everything the comparison of two seeded databases looks at. */
async function fingerprint(db: TestDatabase) {
  const q = (text: string) => db.pool.query(text).then((r) => r.rows);
  return {
    devices: await q('SELECT * FROM devices ORDER BY id'),
    tags: await q('SELECT * FROM tags ORDER BY device_id, tag'),
    readings: await q(`SELECT device_id, tag, count(*)::int AS n, sum(value::numeric)::text AS s, sum(temp::numeric)::text AS t,
                              min(time) AS first, max(time) AS last FROM readings GROUP BY 1, 2 ORDER BY 1, 2`),
    hourly: await q(
      'SELECT device_id, tag, count(*)::int AS n, sum(sum::numeric)::text AS s, sum(last::numeric)::text AS l FROM readings_hourly GROUP BY 1, 2 ORDER BY 1, 2',
    ),
    users: await q('SELECT * FROM users ORDER BY id'),
    events: await q('SELECT * FROM events ORDER BY id'),
    alarms: await q('SELECT * FROM alarm_log ORDER BY id'),
    messages: await q('SELECT * FROM message_log ORDER BY id'),
  };
}

describe('seedDemo', () => {
  it('seeds an empty database within the time budget', () => {
    expect(first).toEqual({ seeded: true });
    expect(seconds).toBeLessThan(30);
  });

  it('creates the fleet: 60+ devices covering every sensor kind, with derivable secrets', async () => {
    const { n } = await one<{ n: number }>('SELECT count(*)::int AS n FROM devices');
    expect(n).toBeGreaterThanOrEqual(60);
    const kinds = (
      await a.pool.query<{ k: string; n: number }>(
        'SELECT default_tag AS k, count(*)::int AS n FROM devices WHERE default_tag IS NOT NULL GROUP BY 1',
      )
    ).rows;
    for (const kind of DEVICE_KINDS) expect(kinds.find((k) => k.k === kind)?.n ?? 0, kind).toBeGreaterThanOrEqual(3);

    const device = await one<{ id: number; secret_hash: string; pin: string }>('SELECT id, secret_hash, pin FROM devices WHERE id = 20101');
    expect(demoDeviceSecret(20101).length).toBeGreaterThanOrEqual(32);
    expect(device.secret_hash).toBe(createHash('sha256').update(demoDeviceSecret(20101)).digest('hex'));
    expect(device.pin).toMatch(/^\d{4}$/);

    const unclaimed = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM devices WHERE company_id IS NULL AND NOT has_turned_on AND pin ~ '^\\d{4}$'`,
    );
    expect(unclaimed.n).toBeGreaterThanOrEqual(6);
  });

  it('creates every README account with its role and company', async () => {
    for (const acc of DEMO_ACCOUNTS) {
      const u = await one<Record<string, unknown> | undefined>(
        `SELECT u.*, c.name AS company, c.is_active AS company_active, c.is_internal
         FROM users u JOIN companies c ON c.id = u.company_id WHERE lower(u.email) = $1 AND u.deleted_at IS NULL`,
        [acc.email],
      );
      expect(u, acc.email).toBeDefined();
      expect(u).toMatchObject({ first_name: acc.firstName, last_name: acc.lastName, phone_number: acc.phone, company: acc.company });
      expect(isValidPhone(acc.phone)).toBe(true);
      const flags = { super: u!.is_super_user, manager: u!.is_manager, edit: u!.can_edit, demo: u!.is_demo, privileged: u!.is_privileged };
      const expected = {
        superUser: { super: true, manager: false, edit: false, demo: false, privileged: false },
        privileged: { super: false, manager: true, edit: false, demo: false, privileged: true },
        manager: { super: false, manager: true, edit: false, demo: false, privileged: false },
        full: { super: false, manager: false, edit: true, demo: false, privileged: false },
        limited: { super: false, manager: false, edit: false, demo: false, privileged: false },
        demo: { super: false, manager: false, edit: false, demo: true, privileged: false },
        inactiveCompanyManager: { super: false, manager: true, edit: false, demo: false, privileged: false },
      }[acc.role];
      expect(flags, acc.role).toEqual(expected);
      if (acc.role === 'inactiveCompanyManager') expect(u!.company_active).toBe(false);
      if (acc.role === 'superUser') expect(u!.is_internal).toBe(true);
    }
    const access = await a.pool.query(
      `SELECT c.name FROM user_company_access x JOIN users u ON u.id = x.user_id JOIN companies c ON c.id = x.company_id
       WHERE u.email = 'pat.privileged@fieldwatch.test' ORDER BY 1`,
    );
    expect(access.rows.map((r) => r.name)).toEqual(['Acme Oil & Gas', 'Beta Gas Co']);
    const extras = await one<{ sue: number; no_phone: number; deleted: number; uk: number }>(`SELECT
      count(*) FILTER (WHERE email = 'sue.staff@fieldwatch.test' AND is_super_user AND phone_number = '5552010008')::int AS sue,
      count(*) FILTER (WHERE is_super_user AND phone_number IS NULL AND email IS NOT NULL)::int AS no_phone,
      count(*) FILTER (WHERE deleted_at IS NOT NULL)::int AS deleted,
      count(*) FILTER (WHERE country_code = '+44')::int AS uk FROM users`);
    expect(extras).toEqual({ sue: 1, no_phone: 1, deleted: 1, uk: 1 });
  });

  it('keeps a full year of one-minute readings on Big Tank 1', async () => {
    const t = await one<{ n: number; first: Date; last: Date; name: string; path: string }>(
      `SELECT count(*)::int AS n, min(r.time) AS first, max(r.time) AS last, d.name, d.path
       FROM readings r JOIN devices d ON d.id = r.device_id WHERE d.name = 'Big Tank 1' AND r.tag = 'spsr' GROUP BY d.name, d.path`,
    );
    expect(t.path).toBe('/Permian/North/Pad A');
    expect(Math.abs(t.n - 525_600)).toBeLessThanOrEqual(1);
    const span = t.last.getTime() - t.first.getTime();
    expect(span).toBeGreaterThan(364.9 * DAY);
    expect(span).toBeLessThanOrEqual(365 * DAY);
  });

  it('keeps rollups consistent with the raw readings', async () => {
    for (const [device, tag] of [
      [20101, 'spsr'],
      [20102, 'spsr'],
      [20110, 'temp'],
      [20102, '_v'],
    ] as const) {
      const raw = await one<{ n: number; s: number; lo: number; hi: number }>(
        'SELECT count(*)::int AS n, sum(value) AS s, min(value) AS lo, max(value) AS hi FROM readings WHERE device_id = $1 AND tag = $2',
        [device, tag],
      );
      for (const table of ['readings_hourly', 'readings_daily']) {
        const roll = await one<{ n: number; s: number; lo: number; hi: number }>(
          `SELECT sum(count)::int AS n, sum(sum) AS s, min(min) AS lo, max(max) AS hi FROM ${table} WHERE device_id = $1 AND tag = $2`,
          [device, tag],
        );
        expect(roll.n, `${table} ${device}/${tag}`).toBe(raw.n);
        expect(roll.s).toBeCloseTo(raw.s, 3);
        expect([roll.lo, roll.hi]).toEqual([raw.lo, raw.hi]);
      }
    }
    // the newest hourly bucket's last value is the tag's latest value
    const latest = await one<{ ok: boolean }>(
      `SELECT h.last = t.value AND h.last_time = t.time AS ok FROM tags t
       JOIN LATERAL (SELECT * FROM readings_hourly WHERE device_id = t.device_id AND tag = t.tag ORDER BY bucket DESC LIMIT 1) h ON true
       WHERE t.device_id = 20102 AND t.tag = 'spsr'`,
    );
    expect(latest.ok).toBe(true);
  });

  it('has tardy, ghost, low-battery, in-alarm, unnamed and unassigned devices, consistent with their readings', async () => {
    const now = NOW.getTime();
    const tardy = await ids('SELECT id FROM devices WHERE is_active AND last_time_message_received BETWEEN $1 AND $2', [
      new Date(now - 5 * DAY),
      new Date(now - 24 * HOUR),
    ]);
    expect(tardy.length).toBeGreaterThanOrEqual(2);
    const ghosts = await ids('SELECT id FROM devices WHERE last_time_message_received BETWEEN $1 AND $2', [
      new Date(now - 40 * HOUR),
      new Date(now - 20 * HOUR),
    ]);
    expect(ghosts.length).toBeGreaterThanOrEqual(2);
    const fresh = await ids('SELECT id FROM devices WHERE last_time_message_received > $1', [new Date(now - 15 * 60_000)]);
    expect(fresh.length).toBeGreaterThan(40);
    // a tardy device's readings stop when it stopped reporting
    const stale = await one<{ newest: Date; last: Date }>(
      'SELECT (SELECT max(time) FROM readings WHERE device_id = d.id) AS newest, d.last_time_message_received AS last FROM devices d WHERE d.id = $1',
      [tardy[0]],
    );
    expect(stale.newest).toEqual(stale.last);

    const low = await ids(
      'SELECT id FROM devices WHERE (solar_powered AND battery_level < $1) OR (NOT solar_powered AND battery_level < $2)',
      [LOW_BATTERY_VOLTS.solar, LOW_BATTERY_VOLTS.pack],
    );
    expect(low.length).toBeGreaterThanOrEqual(2);
    const alarm = await one<{ n: number; test: number }>(
      `SELECT count(*) FILTER (WHERE alarm_flag NOT IN ('norm', 'test') AND alarm_flag_time IS NOT NULL)::int AS n,
              count(*) FILTER (WHERE alarm_flag = 'test')::int AS test FROM tags`,
    );
    expect(alarm.n).toBeGreaterThanOrEqual(5);
    expect(alarm.test).toBe(1);
    expect((await ids('SELECT id FROM devices WHERE name IS NULL AND company_id IS NOT NULL')).length).toBeGreaterThanOrEqual(2);
    expect((await ids('SELECT id FROM devices WHERE path IS NULL AND company_id IS NOT NULL')).length).toBeGreaterThanOrEqual(2);
    expect((await ids('SELECT id FROM devices WHERE replacement_id IS NOT NULL')).length).toBe(1);
    expect((await ids('SELECT id FROM devices WHERE NOT in_service')).length).toBe(1);
  });

  it('breaks at least one series with a gap longer than 12 hours', async () => {
    const gap = await one<{ hours: number }>(
      `SELECT max(extract(epoch FROM time - prev)) / 3600 AS hours FROM (
         SELECT time, lag(time) OVER (PARTITION BY tag ORDER BY time) AS prev FROM readings WHERE device_id = 20110 AND tag = 'temp') x`,
    );
    expect(Number(gap.hours)).toBeGreaterThan(12);
  });

  it("gives Liz Limited a strict subset of Acme's devices", async () => {
    const acme = await ids(`SELECT d.id FROM devices d JOIN companies c ON c.id = d.company_id WHERE c.name = 'Acme Oil & Gas'`);
    const liz = await ids(
      `SELECT DISTINCT gd.device_id AS id FROM group_devices gd JOIN group_users gu ON gu.group_id = gd.group_id
       JOIN users u ON u.id = gu.user_id WHERE u.email = 'liz.limited@acme.test'`,
    );
    expect(liz.length).toBeGreaterThan(0);
    expect(liz.every((id) => acme.includes(id))).toBe(true);
    expect(liz.length).toBeLessThan(acme.length);
    const paths = await a.pool.query('SELECT DISTINCT path FROM devices WHERE id = ANY($1::bigint[])', [liz]);
    expect(paths.rows.every((r) => String(r.path).startsWith('/Permian/North'))).toBe(true);
  });

  it('fills the admin and history tables', async () => {
    const counts = await one<Record<string, number>>(`SELECT
      (SELECT count(*) FROM events)::int AS events, (SELECT count(*) FROM comments)::int AS comments,
      (SELECT count(*) FROM calibrations)::int AS calibrations, (SELECT count(*) FROM alarm_rules)::int AS rules,
      (SELECT count(DISTINCT (device_id, tag)) FROM alarm_actions)::int AS action_tags, (SELECT count(*) FROM message_log)::int AS messages,
      (SELECT count(*) FROM notices WHERE company_id IS NULL)::int AS global_notices, (SELECT count(DISTINCT notice_type) FROM notices)::int AS notice_types,
      (SELECT count(*) FROM device_settings WHERE reported_time IS NULL AND desired_value <> reported_value)::int AS pending,
      (SELECT count(*) FROM purchase_orders)::int AS pos, (SELECT count(*) FROM user_activity)::int AS activity,
      (SELECT count(*) FROM user_device_grants)::int AS grants, (SELECT count(*) FROM firmware_images)::int AS images`);
    expect(counts.events).toBeGreaterThan(58 * 5);
    expect(counts.action_tags).toBeGreaterThanOrEqual(15);
    expect(counts.global_notices).toBe(2);
    expect(counts.notice_types).toBe(5);
    expect(counts.pending).toBeGreaterThanOrEqual(2);
    for (const key of ['comments', 'calibrations', 'rules', 'messages', 'pos', 'activity', 'grants', 'images'])
      expect(counts[key], key).toBeGreaterThan(0);
    // every device's PO exists, with item quantities that add up to its devices
    const po = await one<{ bad: number }>(`SELECT count(*)::int AS bad FROM (
      SELECT d.po, count(*) AS n, (SELECT sum(quantity) FROM purchase_order_items i JOIN purchase_orders p ON p.id = i.purchase_order_id WHERE p.po = d.po) AS q
      FROM devices d GROUP BY d.po) x WHERE q IS DISTINCT FROM n`);
    expect(po.bad).toBe(0);
  });

  it('does nothing on a second call', async () => {
    const before = await sql<{ d: number; r: number; u: number }>`SELECT (SELECT count(*) FROM devices)::int AS d,
      (SELECT count(*) FROM readings)::int AS r, (SELECT count(*) FROM users)::int AS u`.execute(a.db);
    expect(await seedDemo(a.db, a.pool, NOW)).toEqual({ seeded: false });
    expect(await seedDemo(a.db, a.pool)).toEqual({ seeded: false });
    const after = await sql<{ d: number; r: number; u: number }>`SELECT (SELECT count(*) FROM devices)::int AS d,
      (SELECT count(*) FROM readings)::int AS r, (SELECT count(*) FROM users)::int AS u`.execute(a.db);
    expect(after.rows).toEqual(before.rows);
  });

  it('writes identical data into two databases for the same clock', async () => {
    const b = await createTestDatabase();
    try {
      expect(await seedDemo(b.db, b.pool, new Date(NOW.getTime() + 25_000))).toEqual({ seeded: true });
      const [fa, fb] = await Promise.all([fingerprint(a), fingerprint(b)]);
      expect(fb.devices).toEqual(fa.devices);
      expect(fb.tags).toEqual(fa.tags);
      expect(fb.readings).toEqual(fa.readings);
      expect(fb.hourly).toEqual(fa.hourly);
      expect(fb.users).toEqual(fa.users);
      expect(fb.events).toEqual(fa.events);
      expect(fb.alarms).toEqual(fa.alarms);
      expect(fb.messages).toEqual(fa.messages);
    } finally {
      await b.drop();
    }
  }, 120_000);
});
