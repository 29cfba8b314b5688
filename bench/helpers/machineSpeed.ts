import pg from 'pg';
import { log } from './log';

/*
 * The same small pieces of work timed on every run, for PostgreSQL and for Node, so that runs made on different days
 * can tell a slower machine from slower code. This shared machine's speed changes from day to day, and not alike for
 * all work: on one day a plain Node loop ran at several times its usual cost; on another, PostgreSQL's work and Node's
 * memory-bound work took about twice as long while the loop did not (docs/performance.md, "Reading the numbers"). So
 * there are four: two for each, one of them memory-bound. Best of five each, before the bench's own load; lower is
 * faster.
 */

const RUNS = 5;
/** Rows summed by the executor: about half a second on these machines. */
const SUM_ROWS = 2_000_000;
/** Rows inserted into a table with a primary key, as ingest inserts readings (a temporary table: no WAL, no fsync). */
const INSERT_ROWS = 200_000;
/** Iterations of the Node loop: arithmetic in registers, which a busy neighbour's use of memory hardly slows. */
const LOOP = 100_000_000;
/** Objects built, serialised and parsed again in Node: memory-bound, like the server's answers. */
const OBJECTS = 100_000;

interface MachineSpeed {
  pgSumMs: number;
  pgInsertMs: number;
  nodeLoopMs: number;
  nodeJsonMs: number;
}

async function best(run: () => Promise<void> | void): Promise<number> {
  let min = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

/** Times the fixed work against the bench's database (nothing is left in it) and in this process. */
async function measureMachineSpeed(databaseUrl: string): Promise<MachineSpeed> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // enough memory that the generated rows are not spilled to disk: the executor's CPU, not the disk
    await client.query(`SET work_mem = '256MB'`);
    const pgSumMs = await best(async () => {
      await client.query(`SELECT sum(x) FROM generate_series(1, ${SUM_ROWS}) x`);
    });
    const pgInsertMs = await best(async () => {
      await client.query('BEGIN');
      try {
        await client.query(`CREATE TEMP TABLE machine_speed (id bigint, at timestamptz, value float8, PRIMARY KEY (id, at))`);
        await client.query(
          `INSERT INTO machine_speed SELECT i % 1000, TIMESTAMPTZ 'epoch' + i * INTERVAL '1 second', i FROM generate_series(1, ${INSERT_ROWS}) i`,
        );
      } finally {
        await client.query('ROLLBACK');
      }
    });
    const nodeLoopMs = await best(() => {
      let acc = 0;
      for (let i = 0; i < LOOP; i++) acc += i % 7;
      if (acc < 0) throw new Error('unreachable: keeps the loop from being optimised away');
    });
    const nodeJsonMs = await best(() => {
      const rows = Array.from({ length: OBJECTS }, (_, i) => ({ id: i, name: `Tank ${i}`, path: `/Region ${i % 40}`, value: i / 7 }));
      if (JSON.parse(JSON.stringify(rows)).length !== OBJECTS) throw new Error('the JSON round trip lost rows');
    });
    return { pgSumMs, pgInsertMs, nodeLoopMs, nodeJsonMs };
  } finally {
    await client.end();
  }
}

/** Measures and prints one line: the four times, to compare with other runs' (docs/performance.md). */
export async function logMachineSpeed(databaseUrl: string): Promise<void> {
  const s = await measureMachineSpeed(databaseUrl);
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  log(
    `Machine speed (fixed work, best of ${RUNS}, lower is faster): PostgreSQL sum of ${(SUM_ROWS / 1e6).toFixed(0)}M rows ` +
      `${ms(s.pgSumMs)}, insert of ${(INSERT_ROWS / 1e3).toFixed(0)}k keyed rows ${ms(s.pgInsertMs)}; ` +
      `Node loop of ${(LOOP / 1e6).toFixed(0)}M ${ms(s.nodeLoopMs)}, JSON round trip of ${(OBJECTS / 1e3).toFixed(0)}k objects ${ms(s.nodeJsonMs)}`,
  );
}
