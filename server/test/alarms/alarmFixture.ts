import type { Insertable } from 'kysely';
import { expect, vi } from 'vitest';
import { AlarmEngine } from '../../src/alarms/alarmEngine';
import type { Db } from '../../src/db/connection';
import type { TagsTable } from '../../src/db/schemaTags';
import type { CommittedBatch, CommittedReading } from '../../src/ingest/committed';
import { createTestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

export const PUBLIC_URL = 'https://fieldwatch.test';

/** How every alarm text ends: the recipient's own acknowledgement (ackByMessage*.test.ts); tests of the text strip it. */
export const ACK_SUFFIX = / To acknowledge reply ACK [0-9A-Z]+ or open https:\/\/fieldwatch\.test\/a\/[A-Za-z0-9_-]{16}$/;

/**
 * Company A with a manager, a full user, a limited user, a demo user and an unsubscribed full user; the group
 * "Pumpers" {full, limited, demo} holds device `dev`; company B has its own manager and device. The engine runs on
 * the test app's database and outbox, listening for configuration changes.
 */
export async function alarmWorld(env: Record<string, string> = {}, engineOptions: { cacheDevices?: number } = {}) {
  const t = await createTestApp({ PUBLIC_URL: PUBLIC_URL, ...env });
  const db = t.database.db;
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Bravo' });
  const users = {
    manager: await createUser(db, A.id, 'manager', { first_name: 'Mary', last_name: 'Manager' }),
    full: await createUser(db, A.id, 'full', { first_name: 'Frank', last_name: 'Full', country_code: '+44' }),
    limited: await createUser(db, A.id, 'limited', { first_name: 'Liz', last_name: 'Limited' }),
    demo: await createUser(db, A.id, 'demo', { first_name: 'Dee', last_name: 'Demo' }),
    unsubscribed: await createUser(db, A.id, 'full', { first_name: 'Una', last_name: 'Unsub', subscription: false }),
    bManager: await createUser(db, B.id, 'manager', { first_name: 'Bob', last_name: 'Bravo' }),
  };
  const dev = await createDevice(db, A.id, { name: 'Tank Battery 7' });
  const unnamed = await createDevice(db, A.id, { name: null });
  const bDev = await createDevice(db, B.id, { name: 'Bravo Well' });
  const group = await createGroup(db, A.id, {
    name: 'Pumpers',
    userIds: [users.full.id, users.limited.id, users.demo.id],
    deviceIds: [dev.id, unnamed.id],
  });

  const engine = new AlarmEngine({
    db,
    pool: t.database.pool,
    publicUrl: PUBLIC_URL,
    clock: t.app.services.clock,
    log: (msg, err) => console.error(msg, err),
    ...engineOptions,
  });
  await engine.start();

  // readings at the app's clock, as a device's arrive (notification delays count from a reading's time), each at
  // least a second after the one before; a test of readings stamped in the past starts them earlier (readingsFrom)
  let last = 0;
  let pinned = false;
  const nextTime = () => new Date((last = pinned ? last + 1000 : Math.max(last + 1000, t.app.services.clock.now().getTime())));
  /** The next readings without a time of their own are a second apart from `time` on. */
  const readingsFrom = (time: Date) => {
    pinned = true;
    last = time.getTime() - 1000;
  };

  /** A tag row with the given settings (thresholds in base unit). */
  const addTag = (deviceId: number, tag: string, values: Partial<Insertable<TagsTable>> = {}) =>
    db
      .insertInto('tags')
      .values({ device_id: deviceId, tag, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();

  const addRule = (
    deviceId: number,
    tag: string,
    symbol: 1 | -1,
    value: number,
    name = `Rule ${symbol > 0 ? '>' : '<'} ${value}`,
    desc: string | null = null,
  ) =>
    db.insertInto('alarm_rules').values({ device_id: deviceId, tag, name, symbol, value, desc }).returningAll().executeTakeFirstOrThrow();

  const addAction = (deviceId: number, tag: string, to: { userId?: number; groupId?: number }, action: 'sms' | 'email', delay = 0) =>
    db
      .insertInto('alarm_actions')
      .values({ device_id: deviceId, tag, user_id: to.userId ?? null, group_id: to.groupId ?? null, action, delay })
      .returningAll()
      .executeTakeFirstOrThrow();

  /**
   * What ingest does for each reading (readings row, latest value on the tag), then hands the batch to the engine.
   * Readings of one call form one batch.
   */
  async function feed(...readings: { deviceId: number; tag: string; value: number; time?: Date }[]): Promise<CommittedReading[]> {
    const rows = readings.map((r) => ({ deviceId: r.deviceId, tag: r.tag, value: r.value, time: r.time ?? nextTime(), temp: null }));
    await writeReadings(db, rows);
    const batch: CommittedBatch = { readings: rows, events: [], devices: [] };
    await engine.onCommitted(batch);
    return rows;
  }

  /**
   * Feeds readings until the engine holds the tag's configuration: the announcement of the tag's own creation may
   * arrive after the first load and drop it again.
   */
  async function feedUntilCached(deviceId: number, tag: string, value: number) {
    await vi.waitFor(async () => {
      await feed({ deviceId, tag, value });
      expect(engine.cached(deviceId, tag)).toBeDefined();
    });
    return engine.cached(deviceId, tag)!;
  }

  const tagRow = (deviceId: number, tag: string) =>
    db.selectFrom('tags').selectAll().where('device_id', '=', deviceId).where('tag', '=', tag).executeTakeFirstOrThrow();
  const logOf = (deviceId: number, tag: string) =>
    db.selectFrom('alarm_log').selectAll().where('device_id', '=', deviceId).where('tag', '=', tag).orderBy('id').execute();
  const outboxOf = (deviceId: number, tag: string) =>
    db.selectFrom('notification_outbox').selectAll().where('device_id', '=', deviceId).where('tag', '=', tag).orderBy('id').execute();

  return {
    t,
    db,
    engine,
    companies: { A, B },
    users,
    devices: { dev, unnamed, bDev },
    group,
    addTag,
    addRule,
    addAction,
    feed,
    feedUntilCached,
    nextTime,
    readingsFrom,
    tagRow,
    logOf,
    outboxOf,
    async close() {
      await engine.stop();
      await t.close();
    },
  };
}

export type AlarmWorld = Awaited<ReturnType<typeof alarmWorld>>;

async function writeReadings(db: Db, rows: CommittedReading[]): Promise<void> {
  for (const r of rows) {
    await db.insertInto('readings').values({ device_id: r.deviceId, tag: r.tag, time: r.time, value: r.value }).execute();
    await db
      .insertInto('tags')
      .values({ device_id: r.deviceId, tag: r.tag, time: r.time, value: r.value })
      .onConflict((oc) =>
        oc
          .columns(['device_id', 'tag'])
          .doUpdateSet({ time: r.time, value: r.value })
          .where((eb) => eb.or([eb('tags.time', 'is', null), eb('tags.time', '<=', r.time)])),
      )
      .execute();
  }
}

/** Seconds between two instants, rounded. */
export const secondsBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 1000);

/**
 * A 'psr' reading sent as a field device sends it (HTTP ingest, five seconds before the app's clock), returned once
 * ingest has committed it and the app's own alarm engine has processed it.
 */
export async function postPsr(w: AlarmWorld, device: { id: number; secret: string }, value: number): Promise<void> {
  const r = await w.t.app.fastify.inject({
    method: 'POST',
    url: `/api/devices/${device.id}/messages/data`,
    headers: { authorization: `Bearer ${device.secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ time: Math.floor(w.t.app.services.clock.now().getTime() / 1000) - 5, values: { psr: value } }),
  });
  expect(r.statusCode).toBe(200);
  await w.t.app.services.ingest.pipeline.settled();
  await w.t.app.services.alarms.idle();
}
