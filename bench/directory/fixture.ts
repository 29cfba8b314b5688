import pg from 'pg';
import { ensureReadingPartitions } from '../../server/src/db/partitions';
import { mainTag } from '../fleet/fleetRows';
import { hotSpan, writeHistory, type HistoryCounts } from '../fleet/history';
import { seedFleet } from '../fleet/seedFleet';

/** The bench company: one manager and DEVICES devices under /Region N/Site M (40 regions x 5 sites = 200 folders at 10,000). */
export const BENCH_PHONE = '5559990001';
export const BENCH_USER = { first: 'Bench', last: 'Manager', email: 'bench.manager@example.com' };
export const DEVICES = 10_000;
export const FIRST_ID = 100_001;
/** The product's default hot window (READINGS_HOT_DAYS): the raw history's last days stay one row a reading. */
const HOT_DAYS = 2;
export { PER_REGION } from '../fleet/fleetRows';

export interface Fixture {
  companyID: number;
  folders: number;
  tags: number;
  /** Rows of history seeded (0 without `history`). */
  history: HistoryCounts;
  /** ms spent: devices and tags, history, and all (the user, partitions, ANALYZE and the counts included). */
  ms: { fleet: number; history: number; total: number };
}

export interface FleetOptions {
  /** How many devices (ids from FIRST_ID on); DEVICES unless given. */
  devices?: number;
  /**
   * Add them to this existing company (whose users then see them) instead of a new 'Bench Directory Co' with the
   * bench manager: bench/api.ts puts its fleet beside the demo's devices, so one manager sees both.
   */
  companyID?: number;
  /**
   * A third channel on every device, its signal quality (`_csq`), and the device row's latest reading and signal
   * strength copied from its channels, as ingest leaves them (server/src/demo/seedLatest.ts does the same for the
   * demo). On unless false.
   */
  signalChannel?: boolean;
  /** Every n-th device silent for 2 days and not yet reported (the tardy scan's work); 0 or absent: none. */
  tardyEvery?: number;
  /** Every n-th device silent for 30 days and reported then (what the tardy scan passes over); 0 or absent: none. */
  deadEvery?: number;
  /** History for a prefix of the fleet (bench/fleet/history.ts); none when absent. */
  history?: { rollupDevices: number; hourlyDevices: number; rawDevices: number; days?: number; stepMinutes?: number; hotDays?: number };
}

/**
 * Seeds the bench fleet by COPY (bench/fleet/): devices under /Region N/Site M (250 a region, 50 a site), 2 or 3
 * channels each with their latest values, and optionally their history.
 */
export async function seedDirectoryFixture(databaseUrl: string, options: FleetOptions = {}): Promise<Fixture> {
  const t0 = performance.now();
  const devices = options.devices ?? DEVICES;
  const signalChannel = options.signalChannel ?? true;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  try {
    let companyID = options.companyID;
    if (companyID === undefined) {
      const company = await pool.query<{ id: number }>(`INSERT INTO companies (name) VALUES ('Bench Directory Co') RETURNING id`);
      companyID = company.rows[0]!.id;
      await pool.query(
        `INSERT INTO users (company_id, first_name, last_name, email, phone_number, is_manager, notification_settings)
         VALUES ($1, $2, $3, $4, $5, true, '{"tardy": true}')`,
        [companyID, BENCH_USER.first, BENCH_USER.last, BENCH_USER.email, BENCH_PHONE],
      );
    }
    const now = Date.now();
    const client = await pool.connect();
    try {
      await seedFleet(client, {
        firstId: FIRST_ID,
        devices,
        companyID,
        signalChannel,
        tardyEvery: options.tardyEvery ?? 0,
        deadEvery: options.deadEvery ?? 0,
        now,
      });
    } finally {
      client.release();
    }
    const t1 = performance.now();
    let history: HistoryCounts = { readings: 0, days: 0, hot: 0, hourly: 0, daily: 0 };
    if (options.history) {
      const h = options.history;
      const shape = {
        firstId: FIRST_ID,
        tagsOf: (g: number) => (signalChannel ? [mainTag(g), '_v', '_csq'] : [mainTag(g), '_v']),
        rollupDevices: Math.min(devices, h.rollupDevices),
        hourlyDevices: Math.min(devices, h.hourlyDevices),
        rawDevices: Math.min(devices, h.rawDevices),
        days: h.days ?? 90,
        stepMinutes: h.stepMinutes ?? 15,
        end: now,
        hotDays: h.hotDays ?? HOT_DAYS,
      };
      const span = hotSpan(shape);
      await ensureReadingPartitions(pool, span.from, span.to);
      const clients = [
        await pool.connect(),
        await pool.connect(),
        await pool.connect(),
        await pool.connect(),
        await pool.connect(),
      ] as const;
      try {
        history = await writeHistory(clients, shape);
      } finally {
        for (const c of clients) c.release();
      }
      await pool.query('ANALYZE readings; ANALYZE reading_days; ANALYZE readings_hourly; ANALYZE readings_daily');
    }
    const t2 = performance.now();
    const range = [FIRST_ID, FIRST_ID + devices - 1];
    const folders = await pool.query<{ n: string }>(`SELECT count(DISTINCT path) AS n FROM devices WHERE id BETWEEN $1 AND $2`, range);
    const tags = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM tags WHERE device_id BETWEEN $1 AND $2`, range);
    return {
      companyID,
      folders: Number(folders.rows[0]!.n),
      tags: Number(tags.rows[0]!.n),
      history,
      ms: { fleet: t1 - t0, history: t2 - t1, total: performance.now() - t0 },
    };
  } finally {
    await pool.end();
  }
}

export const median = (xs: readonly number[]): number => quantile(xs, 0.5);

export function quantile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  // nearest rank
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
}

export const ms = (n: number): string => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a');
