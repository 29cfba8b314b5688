import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_DEVICE_SECONDS, formatDateTime, zoneLabel } from '@fieldwatch/domain';
import { createTardyScheduler, OFFLINE_SECONDS, offlineCondition } from '../../src/alarms/tardyScheduler';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

const PUBLIC_URL = 'https://fieldwatch.test';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const TARDY_OFF = JSON.stringify({ startup: false, shutdown: false, failure: false, slowdown: false, tardy: false, hibernating: false });

let t: TestApp;
let world: Awaited<ReturnType<typeof build>>;

async function build(db: TestApp['database']['db']) {
  const A = await createCompany(db, { name: 'Acme' });
  const B = await createCompany(db, { name: 'Bravo' });
  // Acme's sites are in Chicago: its e-mails give times there; Bravo has no zone, so the server's default (UTC)
  await db.updateTable('companies').set({ time_zone: 'America/Chicago' }).where('id', '=', A.id).execute();
  const users = {
    manager: await createUser(db, A.id, 'manager', { first_name: 'Mary' }),
    // no e-mail: texted instead
    managerPhone: await createUser(db, A.id, 'manager', { email: null }),
    // unsubscribed from e-mail: texted instead
    managerUnsub: await createUser(db, A.id, 'manager', { subscription: false }),
    managerOff: await createUser(db, A.id, 'manager', { notification_settings: TARDY_OFF }),
    full: await createUser(db, A.id, 'full'),
    limitedOff: await createUser(db, A.id, 'limited', { notification_settings: TARDY_OFF }),
    demo: await createUser(db, A.id, 'demo'),
    fullNoGroup: await createUser(db, A.id, 'full'),
    deleted: await createUser(db, A.id, 'manager', { deleted_at: new Date() }),
    bManager: await createUser(db, B.id, 'manager'),
    superUser: await createUser(db, null, 'superUser'),
  };
  const devices = {
    tardy: await createDevice(db, A.id, { name: 'Silent Tank', last_health_at: hoursAgo(25), last_time_message_received: hoursAgo(25) }),
    // no health message ever: the last message counts
    fallback: await createDevice(db, A.id, { name: 'Old Firmware', last_health_at: null, last_time_message_received: hoursAgo(30) }),
    // data still arrives but no health message for a day: tardy too (spec 2 §9 counts health messages)
    noHealth: await createDevice(db, A.id, { name: 'Chatty', last_health_at: hoursAgo(26), last_time_message_received: hoursAgo(1) }),
    fresh: await createDevice(db, A.id, { name: 'Fresh', last_health_at: hoursAgo(23), last_time_message_received: hoursAgo(23) }),
    unnamed: await createDevice(db, A.id, { name: null, last_health_at: hoursAgo(48) }),
    unplaced: await createDevice(db, A.id, { path: null, last_health_at: hoursAgo(48) }),
    inactive: await createDevice(db, A.id, { is_active: false, last_health_at: hoursAgo(48) }),
    outOfService: await createDevice(db, A.id, { in_service: false, last_health_at: hoursAgo(48) }),
    never: await createDevice(db, A.id, { name: 'Never On' }),
    bTardy: await createDevice(db, B.id, { name: 'Bravo Tank', last_health_at: hoursAgo(40) }),
  };
  await createGroup(db, A.id, { userIds: [users.full.id, users.limitedOff.id, users.demo.id], deviceIds: [devices.tardy.id] });
  return { users, devices };
}

beforeAll(async () => {
  t = await createTestApp();
  world = await build(t.database.db);
});
afterAll(() => t.close());

const scheduler = () => createTardyScheduler({ db: t.database.db, publicUrl: PUBLIC_URL, log: (m, e) => console.error(m, e) });
const tardyRows = () =>
  t.database.db.selectFrom('notification_outbox').selectAll().where('kind', '=', 'tardy').orderBy('device_id').orderBy('user_id').execute();

describe('tardy scan', () => {
  it('reports each tardy device once to every user who can see it and wants tardy notifications', async () => {
    const { users, devices } = world;
    // two processes scanning at once still report each device once
    const [a, b] = await Promise.all([scheduler().scan(), scheduler().scan()]);
    expect(a + b).toBe(4);

    const rows = await tardyRows();
    const managers = [users.manager.id, users.managerPhone.id, users.managerUnsub.id];
    expect(rows.map((r) => [r.device_id, r.user_id])).toEqual([
      ...[...managers, users.full.id].sort((x, y) => x - y).map((u) => [devices.tardy.id, u]),
      ...managers.map((u) => [devices.fallback.id, u]),
      ...managers.map((u) => [devices.noHealth.id, u]),
      [devices.bTardy.id, users.bManager.id],
    ]);
    const mine = rows.filter((r) => r.device_id === devices.tardy.id);
    const toManager = mine.find((r) => r.user_id === users.manager.id)!;
    expect(toManager).toMatchObject({
      channel: 'email',
      recipient: users.manager.email,
      status: 'pending',
      subject: 'FieldWatch: Silent Tank is tardy',
    });
    expect(toManager.body).toContain(`Silent Tank (ID ${devices.tardy.id}) has not sent a health message for over 24 hours`);
    expect(toManager.body).toContain(`${PUBLIC_URL}/#/devices/${devices.tardy.id}`);
    const lastAt = devices.tardy.last_health_at!.getTime() / 1000;
    expect(toManager.body).toContain(
      `(last message ${formatDateTime(lastAt, false, 'America/Chicago')} ${zoneLabel('America/Chicago', lastAt)})`,
    );
    const bravo = rows.find((r) => r.device_id === devices.bTardy.id)!;
    expect(bravo.body).toMatch(/\(last message \d\d\/\d\d\/\d\d \d\d:\d\d UTC\)/);
    expect(toManager.body).toContain(`${PUBLIC_URL}/#/unsubscribe?token=${users.manager.unsubscribe_token}`);
    expect(mine.find((r) => r.user_id === users.managerPhone.id)).toMatchObject({
      channel: 'sms',
      recipient: `+1${users.managerPhone.phone_number}`,
    });
    expect(mine.find((r) => r.user_id === users.managerUnsub.id)).toMatchObject({ channel: 'sms' });

    const notified = await t.database.db
      .selectFrom('devices')
      .select(['id', 'tardy_notified_at'])
      .where('tardy_notified_at', 'is not', null)
      .execute();
    expect(notified.map((d) => d.id).sort()).toEqual(
      [devices.tardy.id, devices.fallback.id, devices.noHealth.id, devices.bTardy.id].sort(),
    );
  });

  it('a second scan reports nothing', async () => {
    expect(await scheduler().scan()).toBe(0);
    expect(await tardyRows()).toHaveLength(11);
  });

  it('after the device reports again and falls silent again, it is reported again', async () => {
    const db = t.database.db;
    const id = world.devices.tardy.id;
    // it reports (ingest moves last_health_at): not tardy
    await db
      .updateTable('devices')
      .set({ last_health_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    expect(await scheduler().scan()).toBe(0);
    // a day later it is silent again: the health message is newer than the last report, and older than 24 h
    await db
      .updateTable('devices')
      .set({ tardy_notified_at: hoursAgo(50), last_health_at: hoursAgo(26) })
      .where('id', '=', id)
      .execute();
    expect(await scheduler().scan()).toBe(1);
    expect((await tardyRows()).filter((r) => r.device_id === id)).toHaveLength(8);
  });

  it('start runs a scan at once and on its interval; stop ends it', async () => {
    const db = t.database.db;
    const d = await createDevice(db, (await createCompany(db)).id, { name: 'Late', last_health_at: hoursAgo(30) });
    const s = createTardyScheduler({ db, publicUrl: PUBLIC_URL, intervalMs: 20 });
    s.start();
    try {
      await expect
        .poll(
          async () =>
            (await db.selectFrom('devices').select('tardy_notified_at').where('id', '=', d.id).executeTakeFirstOrThrow()).tardy_notified_at,
        )
        .not.toBeNull();
    } finally {
      await s.stop();
    }
  });
});

describe('offline', () => {
  it("is spec 1's 64800 s, usable as a device filter", async () => {
    expect(OFFLINE_SECONDS).toBe(STALE_DEVICE_SECONDS);
    const { devices } = world;
    const rows = await t.database.db
      .selectFrom('devices')
      .select('id')
      .where('id', 'in', [devices.fresh.id, devices.fallback.id, devices.never.id, devices.unnamed.id, devices.noHealth.id])
      .where(offlineCondition('devices'))
      .execute();
    // fresh reported 23 h ago (offline after 18 h); never reported counts as offline; unnamed devices never do
    expect(rows.map((r) => r.id).sort()).toEqual([devices.fresh.id, devices.fallback.id, devices.never.id].sort());
  });
});
