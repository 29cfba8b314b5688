import type pg from 'pg';

function monthStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function addMonths(d: Date, n: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}

/**
 * Creates the monthly partitions of `readings` that cover [from, to]. Rows outside every monthly partition go to
 * readings_default, so a partition is only created while the default holds no rows of its month.
 */
export async function ensureReadingPartitions(pool: pg.Pool, from: Date, to: Date): Promise<void> {
  for (let m = monthStart(from); m <= to; m = addMonths(m, 1)) {
    const next = addMonths(m, 1);
    const name = `readings_${m.getUTCFullYear()}_${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
    const exists = await pool.query('SELECT 1 FROM pg_class WHERE relname = $1', [name]);
    if (exists.rowCount) continue;
    const inDefault = await pool.query('SELECT 1 FROM readings_default WHERE time >= $1 AND time < $2 LIMIT 1', [m, next]);
    if (inDefault.rowCount) continue;
    await pool.query(
      `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF readings FOR VALUES FROM ('${m.toISOString()}') TO ('${next.toISOString()}')`,
    );
  }
}
