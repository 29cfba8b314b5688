import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/connection';
import { hashDeviceSecret } from '../../server/src/ingest/deviceAuth';

export interface BenchDevice {
  id: number;
  secret: string;
}

/** The tags every bench message carries (3 readings per message). */
const BENCH_TAGS = ['psr', 'temp', '_t'] as const;
/** psr readings are uniform in 0..100: about 1 in 1,000 crosses the high warning (and flips the tag's alarm flag), 1 in 2,000 the critical high. */
const PSR_HIGH_WARNING = 99.9;
const PSR_CRITICAL_HIGH = 99.95;

/**
 * One company with `count` devices, each with a random transport secret, its three tags created, and alarm
 * thresholds on one tag of three (psr), so the alarm engine has readings to evaluate and an occasional flag change.
 */
export async function seedBenchDevices(db: Db, count: number, firstId = 7_000_000): Promise<BenchDevice[]> {
  const company = await db.insertInto('companies').values({ name: 'Ingest bench' }).returning('id').executeTakeFirstOrThrow();
  const devices: BenchDevice[] = Array.from({ length: count }, (_, i) => ({ id: firstId + i, secret: randomBytes(16).toString('hex') }));
  for (let i = 0; i < devices.length; i += 500) {
    const chunk = devices.slice(i, i + 500);
    await db
      .insertInto('devices')
      .values(
        chunk.map((d) => ({
          id: d.id,
          company_id: company.id,
          name: `Bench ${d.id}`,
          path: '/Bench',
          pin: '0000',
          secret_hash: hashDeviceSecret(d.secret),
          default_tag: 'psr',
        })),
      )
      .execute();
    await db
      .insertInto('tags')
      .values(
        chunk.flatMap((d) =>
          BENCH_TAGS.map((tag) => ({
            device_id: d.id,
            tag,
            ...(tag === 'psr' ? { high_warning: PSR_HIGH_WARNING, critical_high: PSR_CRITICAL_HIGH } : {}),
          })),
        ),
      )
      .execute();
  }
  await sql`ANALYZE devices`.execute(db);
  await sql`ANALYZE tags`.execute(db);
  return devices;
}
