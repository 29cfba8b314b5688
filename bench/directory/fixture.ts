import pg from 'pg';

/** The bench company: one manager and DEVICES devices under /Region N/Site M (40 regions x 5 sites = 200 folders). */
export const BENCH_PHONE = '5559990001';
export const BENCH_USER = { first: 'Bench', last: 'Manager', email: 'bench.manager@example.com' };
export const DEVICES = 10_000;
export const FIRST_ID = 100_001;
/** devices per region and per site */
export const PER_REGION = 250;
const PER_SITE = 50;

export interface Fixture {
  companyID: number;
  folders: number;
  tags: number;
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
   * demo). Off for bench:directory, so that its numbers stay comparable with those recorded before.
   */
  signalChannel?: boolean;
}

export async function seedDirectoryFixture(databaseUrl: string, options: FleetOptions = {}): Promise<Fixture> {
  const devices = options.devices ?? DEVICES;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    let companyID = options.companyID;
    if (companyID === undefined) {
      const company = await client.query<{ id: number }>(`INSERT INTO companies (name) VALUES ('Bench Directory Co') RETURNING id`);
      companyID = company.rows[0]!.id;
      await client.query(
        `INSERT INTO users (company_id, first_name, last_name, email, phone_number, is_manager)
         VALUES ($1, $2, $3, $4, $5, true)`,
        [companyID, BENCH_USER.first, BENCH_USER.last, BENCH_USER.email, BENCH_PHONE],
      );
    }
    await client.query(
      `INSERT INTO devices (id, company_id, name, path, pin, secret_hash, latitude, longitude, last_time_message_received,
                            first_message_at, has_turned_on, default_tag, battery_level, solar_powered)
       SELECT $2::bigint + g - 1, $1, 'Tank ' || lpad(g::text, 5, '0'),
              '/Region ' || ((g - 1) / $3 + 1) || '/Site ' || (((g - 1) / $4) % ($3 / $4) + 1),
              lpad((g % 10000)::text, 4, '0'), md5('bench-secret-' || g),
              31.0 + (g % 1000) / 1000.0, -102.0 - (g % 997) / 1000.0,
              now() - (g % 720) * interval '1 minute', now() - interval '30 days', true,
              CASE WHEN g % 2 = 0 THEN 'spsr' ELSE 'psr' END, 3.6 + (g % 10) / 100.0, true
       FROM generate_series(1, $5::int) g`,
      [companyID, FIRST_ID, PER_REGION, PER_SITE, devices],
    );
    // the device's main channel (a level in ft or a pressure) and its battery voltage (_v, a health channel)
    await client.query(
      `INSERT INTO tags (device_id, tag, ymin, ymax, time, value, display_units)
       SELECT d.id, d.default_tag, 0, CASE WHEN d.default_tag = 'spsr' THEN 20 ELSE 1000 END,
              d.last_time_message_received,
              CASE WHEN d.default_tag = 'spsr' THEN (d.id % 200) / 10.0 ELSE (d.id % 900)::float8 END,
              NULL
       FROM devices d WHERE d.company_id = $1 AND d.id BETWEEN $2 AND $3
       UNION ALL
       SELECT d.id, '_v', 0, 5, d.last_time_message_received, d.battery_level, NULL
       FROM devices d WHERE d.company_id = $1 AND d.id BETWEEN $2 AND $3`,
      [companyID, FIRST_ID, FIRST_ID + devices - 1],
    );
    if (options.signalChannel) {
      await client.query(
        `INSERT INTO tags (device_id, tag, ymin, ymax, time, value, display_units)
         SELECT d.id, '_csq', 0, 35, d.last_time_message_received, 8 + d.id % 24, NULL
         FROM devices d WHERE d.id BETWEEN $1 AND $2`,
        [FIRST_ID, FIRST_ID + devices - 1],
      );
      await client.query(
        `UPDATE devices d SET latest_reading = t.value, signal_strength = 8 + d.id % 24
         FROM tags t WHERE t.device_id = d.id AND t.tag = d.default_tag AND d.id BETWEEN $1 AND $2`,
        [FIRST_ID, FIRST_ID + devices - 1],
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE devices; ANALYZE tags; ANALYZE users; ANALYZE companies');
    const folders = await client.query<{ n: string }>(`SELECT count(DISTINCT path) AS n FROM devices WHERE id BETWEEN $1 AND $2`, [
      FIRST_ID,
      FIRST_ID + devices - 1,
    ]);
    const tags = await client.query<{ n: string }>(`SELECT count(*) AS n FROM tags WHERE device_id BETWEEN $1 AND $2`, [
      FIRST_ID,
      FIRST_ID + devices - 1,
    ]);
    return { companyID, folders: Number(folders.rows[0]!.n), tags: Number(tags.rows[0]!.n) };
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
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
