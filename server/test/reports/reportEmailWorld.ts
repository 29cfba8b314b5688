import { createTestApp, type TestApp } from '../helpers/testApp';
import { createCompany } from '../factories/companyFactory';
import { createDevice } from '../factories/deviceFactory';
import { createGroup } from '../factories/groupFactory';
import { createUser } from '../factories/userFactory';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests assert the answers field by field
type Data = any;

export const PUBLIC_URL = 'https://fieldwatch.test';
const HOUR_MS = 3600_000;

/**
 * Company A (zone UTC) with a manager, a full user in group "Pumpers" that holds the tank `tank`, a demo user and a
 * device without a report; company C (zone America/Chicago) with its own tank and manager. Every tank's report hour
 * is the next full UTC hour after the test's start (`nextHour`), so a test reaches it by moving the clock.
 */
export async function reportEmailWorld(env: Record<string, string> = {}) {
  const t: TestApp = await createTestApp({ PUBLIC_URL, ...env });
  const db = t.database.db;
  const clock = t.app.services.clock;
  const A = await createCompany(db, { name: 'Acme', time_zone: 'UTC' });
  const C = await createCompany(db, { name: 'Chicago Oil', time_zone: 'America/Chicago' });
  const users = {
    manager: await createUser(db, A.id, 'manager'),
    full: await createUser(db, A.id, 'full'),
    demo: await createUser(db, A.id, 'demo'),
    cManager: await createUser(db, C.id, 'manager'),
  };
  const now = clock.now().getTime();
  const nextHour = Math.ceil((now + 1) / HOUR_MS) * HOUR_MS;
  const reportHour = new Date(nextHour).getUTCHours();
  const tank = await createDevice(db, A.id, { name: 'Tank Battery 7' });
  const plain = await createDevice(db, A.id, { name: 'Pressure Only' });
  const cTank = await createDevice(db, C.id, { name: 'Chicago Tank' });
  for (const d of [tank, cTank]) await db.insertInto('tags').values({ device_id: d.id, tag: 'spsr', report_hour: reportHour }).execute();
  await db.insertInto('tags').values({ device_id: plain.id, tag: 'psr' }).execute();
  const group = await createGroup(db, A.id, { name: 'Pumpers', userIds: [users.full.id, users.demo.id], deviceIds: [tank.id, plain.id] });

  const as = async (who: keyof typeof users, query: string, variables: Record<string, unknown> = {}) =>
    t.gql<Data>(query, variables, await t.authHeaders(users[who].id));
  /** Moves the clock to `at` (ms) if it is not there yet. */
  const moveTo = (at: number) => {
    const d = at - clock.now().getTime();
    if (d > 0) clock.advance(d);
  };
  /** One scan, the outbox sent, and the lines the log transport printed meanwhile. */
  const scanAndSend = async () => {
    const before = t.printed.length;
    const queued = await t.app.services.reportEmails.scan();
    await t.app.services.outbox.flush();
    return { queued, printed: t.printed.slice(before) };
  };
  const level = (deviceId: number, atMs: number, feet: number) =>
    db
      .insertInto('readings')
      .values({ device_id: deviceId, tag: 'spsr', time: new Date(atMs), value: feet })
      .execute();
  return { t, db, clock, companies: { A, C }, users, tank, plain, cTank, group, nextHour, reportHour, as, moveTo, scanAndSend, level };
}

export type ReportEmailWorld = Awaited<ReturnType<typeof reportEmailWorld>>;

export const SUBSCRIBE = 'mutation($d: Int!) { subscribeReport(deviceID: $d) { deviceID name sensors } }';
export const UNSUBSCRIBE = 'mutation($d: Int!) { unsubscribeReport(deviceID: $d) { deviceID } }';
export const SUBSCRIPTIONS = '{ reportSubscriptions { deviceID name sensors } }';
export const CHOICES = 'query($s: String) { reportEmailChoices(search: $s) { deviceID name sensors } }';
